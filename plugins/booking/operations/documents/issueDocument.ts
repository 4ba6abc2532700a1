import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { inTransaction, transactionDb, claimLock } from '@server-kit'

import type { Booking } from '../../types'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import {
  type DocumentBreakdown,
  type DocumentKind,
  documentLines,
  formatDocumentNumber,
  percentToBps,
  splitTax,
} from '../../core'
import type { BookingDocument } from '../../results'

const COUNTER_ORDER: DocumentKind[] = ['receipt', 'credit_note', 'invoice'] // the lock order

export type IssueInput = {
  kind: DocumentKind
  booking: Booking
  amountCents: number
  /** Names what it is for, once: `receipt:payment:12`. Issuing the same key again returns it. */
  sourceKey: string
  description: string
  paymentId?: number | null
  method?: string | null
  /** Receipts and invoices: where the booking stands; the document then lists its lines. */
  summary?: { paidBeforeCents: number; balanceAfterCents: number }
  /** A voluntary tip (issue 35): no GST or RST, one line, and reports keep it apart. */
  tip?: boolean
}

/**
 * Issues a receipt, credit note or invoice inside the caller's transaction (the one that moves
 * the money), or its own. The number comes from a counter row updated under its row lock: a
 * concurrent payment waits for this transaction to end, and a rollback takes the number back
 * with everything else, so numbers never skip and never repeat.
 */
export async function issueDocument({
  req,
  input,
  now,
}: {
  req: PayloadRequest
  input: IssueInput
  now: Date
}): Promise<BookingDocument> {
  return inTransaction(req, async () => {
    const { docs } = await req.payload.find({
      collection: 'booking-documents',
      where: { sourceKey: { equals: input.sourceKey } },
      limit: 1,
      depth: 0,
      req,
    })
    return docs[0] ?? (await create(req, input, now))
  })
}

async function create(req: PayloadRequest, input: IssueInput, now: Date) {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const issuedOn = todayInZone(now, BUSINESS_TIME_ZONE)
  const year = Number(issuedOn.slice(0, 4))
  const sequence = await nextNumber(req, input.kind, year)
  const gstPercent = input.tip ? 0 : (settings.gstPercent ?? 0)
  const rstPercent = input.tip ? 0 : (settings.rstPercent ?? 0)
  const split = splitTax(input.amountCents, {
    gstBps: percentToBps(gstPercent),
    rstBps: percentToBps(rstPercent),
  })
  const b = input.booking
  const breakdown: DocumentBreakdown | null = input.tip
    ? tipBreakdown(input.amountCents)
    : input.summary
      ? {
          lines: documentLines(snapshotLines(b), { amountCents: input.amountCents, ...split }),
          bookingTotalCents: b.totalCents ?? 0,
          ...input.summary,
        }
      : null
  return req.payload.create({
    collection: 'booking-documents',
    depth: 0,
    req,
    data: {
      number: formatDocumentNumber(input.kind, year, sequence),
      kind: input.kind,
      issuedAt: now.toISOString(),
      issuedOn,
      year,
      sequence,
      booking: b.id,
      payment: input.paymentId ?? null,
      description: input.description,
      billedTo: `${b.firstName} ${b.lastName}`.trim(),
      billedEmail: b.email,
      method: input.method ?? null,
      amountCents: input.amountCents,
      ...split,
      gstPercent,
      rstPercent,
      seller: {
        legalName: settings.legalName || settings.businessName,
        gstNumber: settings.gstNumber ?? null,
        address: settings.legalAddress ?? null,
        phone: settings.phone,
        email: settings.email,
      },
      sourceKey: input.sourceKey,
      breakdown,
    },
  })
}

/** A tip's one line, untaxed; `tip` marks it for the reports (they keep tips apart). */
const tipBreakdown = (amountCents: number): DocumentBreakdown => ({
  lines: [
    {
      label: 'Tip for the attendant (voluntary, not taxable)',
      amountCents,
      netCents: amountCents,
      gstCents: 0,
      rstCents: 0,
    },
  ],
  bookingTotalCents: 0,
  paidBeforeCents: 0,
  balanceAfterCents: 0,
  tip: true,
})

// Read defensively: a booking without a snapshot still gets its receipt, without lines.
const snapshotLines = (b: Booking) =>
  ((b.snapshot as { lines?: { label: string; amountCents: number }[] } | null)?.lines ?? []).map(
    (l) => ({ label: l.label, amountCents: l.amountCents }),
  )

/** The next number of this kind and year; the row stays locked until the transaction ends. */
async function nextNumber(req: PayloadRequest, kind: DocumentKind, year: number) {
  const db = await transactionDb(req)
  claimLock(req, 'documentCounter', COUNTER_ORDER.indexOf(kind))
  const { rows } = await db.execute(sql`
    INSERT INTO document_counters (kind, year, last_number) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_number = document_counters.last_number + 1
    RETURNING last_number`)
  return Number(rows[0].last_number)
}
