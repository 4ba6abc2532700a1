// What a booking's payments add up to once refunds of booking changes are taken off.

/** What the customer has paid and kept: money received less what went back (a change's refund). */
export function netPaidCents(b: {
  amountPaidCents?: number | null
  refundedCents?: number | null
}) {
  return (b.amountPaidCents ?? 0) - (b.refundedCents ?? 0)
}
