import type { PayloadRequest } from 'payload'

import { payReport } from '../core/payReport'
import { relId } from '@kernel'

/** The pay report for events dated `from` to `to` (Winnipeg dates, both included). */
export async function loadPayReport(req: PayloadRequest, from: string, to: string) {
  const { docs } = await req.payload.find({
    collection: 'crew-assignments',
    where: {
      status: { equals: 'accepted' },
      checkedInAt: { exists: true },
      'booking.eventDate': { greater_than_equal: from, less_than_equal: to },
    },
    depth: 1,
    limit: 0,
    pagination: false,
    req,
  })
  return payReport(
    docs.map((a) => {
      const b = a.booking as { eventDate: string; reference?: string | null }
      const u = a.attendant as {
        id: number
        name?: string | null
        email: string
        hourlyRate?: number | null
        perEventAmount?: number | null
      }
      return {
        attendant: { ...u, id: relId(u), name: u.name || u.email },
        eventDate: b.eventDate,
        reference: b.reference ?? '',
        checkedInAt: a.checkedInAt,
        checkedOutAt: a.checkedOutAt,
      }
    }),
  )
}
