import { dateInDays } from './testData'

// Days no other test file can touch. Files share a worker's database, and hand-picked days
// collided (CI: quotes.int's all-day hold met planLedger.int's days). A file listed here gets a
// block of days past every hand-picked one (those sit inside the default 730-day horizon); the
// test database's booking horizon reaches past the last block (scripts/test.ts sets it).
// Append a file's name (and its block's length when 30 days are not enough); never share one.

/** How much later a retried browser test books (`slotDate`; CI retries once): same weekday. */
export const RETRY_DAYS = 7

/** The booking horizon of the test database (Site Settings), past every file's block. */
export const TEST_HORIZON_DAYS = 3650
const FIRST = 800
const BLOCK = 30

const FILES = {
  'quotes.int': BLOCK,
  'designProofs.int': BLOCK,
  // Bookings on the first 10 days, reschedules 45 days later.
  'planLedger.int': 60,
  issue49: BLOCK,
  issue50: BLOCK,
  issue53: BLOCK,
  issue54: BLOCK,
  issue51: BLOCK,
  issue52: BLOCK,
  'agreementAddenda.int': BLOCK,
  'agreementAddenda.e2e': BLOCK,
  'privacySummary.int': BLOCK,
  issue50b: BLOCK,
  'galleries.e2e': BLOCK,
  'bookings.int': BLOCK,
  // A February and a July day of one year (its time rules in winter and summer).
  'timeRulesMigration.int': 366,
  'galleries.int': BLOCK,
  'quote-page.e2e': BLOCK,
  // Issue 52's codemod: every integration file's hand-picked days moved into a block of its own
  // (spans kept, so a reschedule 45 days later is still 45 days later).
  'agreements.int': BLOCK,
  'balanceTwice.int': BLOCK,
  'carts.int': BLOCK,
  'chat-dates.int': BLOCK,
  'chat-memory.int': BLOCK,
  'chat.int': BLOCK,
  'clientLimits.int': BLOCK,
  'crew.review.int': BLOCK,
  'crew.sms.int': BLOCK,
  'customer-list.int': BLOCK,
  'emailEvents.int': BLOCK,
  'faults.database.int': 31,
  'faults.restart.int': BLOCK,
  'faults.smtp.int': BLOCK,
  'hardening.fuzz.int': BLOCK,
  'hardening.input.int': BLOCK,
  'hardening.session.int': BLOCK,
  'integrations.google.int': BLOCK,
  'integrations.telegram.int': BLOCK,
  'integrity.repro.int': BLOCK,
  'ledger.int': BLOCK,
  'modify-booking.int': BLOCK,
  'moneyState.int': BLOCK,
  'payments.demo.int': BLOCK,
  'payments.expiry.int': BLOCK,
  'privacy.int': BLOCK,
  'quotes.review.int': BLOCK,
  'receipts.int': BLOCK,
  'refundInput.int': BLOCK,
  'reports.int': BLOCK,
  'rescheduleDueDate.int': 67,
  'security.accounts.int': BLOCK,
  'self-service.int': 46,
  'staff-actions.int': 72,
  'staff-admin.int': BLOCK,
  'staff-workspace.int': 32,
  'waitlist.int': BLOCK,
  'cancelRace.int': BLOCK,
  'integrity.races.int': BLOCK,
  'faults.webhooks.int': BLOCK,
  'month-availability.int': BLOCK,
  'payments.stripe.int': BLOCK,
  // Browser files whose far-off day plus a retry's week met another file's day (fileDays.spec).
  'receipts.e2e': BLOCK,
  'phone-booking-link.e2e': BLOCK,
  'manage-keyboard.e2e': BLOCK,
  'modify-booking.e2e': BLOCK,
  // Its retry met the first attempt's held offer on the same day (409 slot_taken).
  'waitlist-offer.e2e': BLOCK,
} as const

export type DayFile = keyof typeof FILES

/** Each file's first day ahead and its block's length, in the order listed. */
export const DAY_BLOCKS: { file: DayFile; first: number; length: number }[] = []
for (const [file, length] of Object.entries(FILES) as [DayFile, number][]) {
  const last = DAY_BLOCKS.at(-1)
  DAY_BLOCKS.push({ file, first: last ? last.first + last.length : FIRST, length })
}

export interface FileDays {
  /** Days ahead of today for the n-th day of this file's block. */
  offset(n: number): number
  /** The Winnipeg calendar date of the n-th day of this file's block. */
  date(n: number): string
}

export function fileDays(file: DayFile): FileDays {
  const { first, length } = DAY_BLOCKS.find((b) => b.file === file)!
  const offset = (n: number) => {
    if (!Number.isInteger(n) || n < 0 || n >= length)
      throw new Error(`${file}: day ${n} is outside its block of ${length}`)
    return first + n
  }
  return { offset, date: (n) => dateInDays(offset(n)) }
}
