import { dateInDays } from './testData'

// Days no other test file can touch. Files share a worker's database, and hand-picked days
// collided (CI: quotes.int's all-day hold met planLedger.int's days). A file listed here gets a
// block of BLOCK days past every hand-picked one (those sit inside the default 730-day horizon);
// the test database's booking horizon reaches past the last block (scripts/test.ts sets it).
// Append a file's name to take a block; a block is never shared.

/** The booking horizon of the test database (Site Settings), past every file's block. */
export const TEST_HORIZON_DAYS = 3650
const FIRST = 800
const BLOCK = 30

export const DAY_FILES = [
  'quotes.int',
  'designProofs.int',
  'planLedger.int',
  'issue49',
  'issue50',
  'issue53',
  'issue54',
  'issue51',
  'issue52',
] as const

export type DayFile = (typeof DAY_FILES)[number]

export interface FileDays {
  /** Days ahead of today for the n-th day of this file's block (0 ≤ n < BLOCK). */
  offset(n: number): number
  /** The Winnipeg calendar date of the n-th day of this file's block. */
  date(n: number): string
}

export const FILE_DAYS_BLOCK = BLOCK

export function fileDays(file: DayFile): FileDays {
  const first = FIRST + BLOCK * DAY_FILES.indexOf(file)
  const offset = (n: number) => {
    if (!Number.isInteger(n) || n < 0 || n >= BLOCK)
      throw new Error(`${file}: day ${n} is outside its block of ${BLOCK}`)
    return first + n
  }
  return { offset, date: (n) => dateInDays(offset(n)) }
}
