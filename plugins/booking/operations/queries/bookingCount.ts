import type { PayloadRequest } from 'payload'

/** How many bookings there are, whatever their status (the spreadsheet's record count). */
export async function bookingCount(req: PayloadRequest): Promise<number> {
  const { totalDocs } = await req.payload.count({ collection: 'bookings', req })
  return totalDocs
}
