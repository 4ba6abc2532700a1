import type { Payload } from 'payload'

type ErrorLog = { bookingId?: string | null; createdAt: string }

/**
 * The payment errors still worth a look: one whose booking got a receipt after it (the customer
 * tried again and paid) has resolved itself and leaves Today. Errors with no booking stay.
 */
export async function unresolvedErrors<E extends ErrorLog>(payload: Payload, errors: E[]) {
  const ids = [...new Set(errors.map((e) => Number(e.bookingId)).filter((n) => n > 0))]
  if (ids.length === 0) return errors
  const oldest = errors.reduce((m, e) => (e.createdAt < m ? e.createdAt : m), errors[0]!.createdAt)
  const { docs } = await payload.find({
    collection: 'booking-documents',
    where: {
      and: [
        { kind: { equals: 'receipt' } },
        { booking: { in: ids } },
        { issuedAt: { greater_than: oldest } },
      ],
    },
    select: { booking: true, issuedAt: true },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const lastPaid = new Map<number, string>()
  for (const d of docs) {
    const id = typeof d.booking === 'object' && d.booking ? d.booking.id : Number(d.booking)
    const at = String(d.issuedAt)
    if (at > (lastPaid.get(id) ?? '')) lastPaid.set(id, at)
  }
  return errors.filter((e) => {
    const paid = lastPaid.get(Number(e.bookingId))
    return !paid || new Date(paid) <= new Date(e.createdAt)
  })
}
