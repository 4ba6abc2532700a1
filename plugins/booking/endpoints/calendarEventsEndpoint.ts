import { defineEndpoint } from '@server-kit'
import { z } from 'zod'

import { calendarEvents } from '../operations/availability/calendarEvents'

const range = z
  .object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })
  .refine((r) => new Date(r.end).getTime() - new Date(r.start).getTime() <= 62 * 86_400_000, {
    message: 'at most 62 days at a time',
    path: ['end'],
  })

/** GET /api/admin/calendar-events?start&end (staff): booth occupancy for the bookings calendar. */
export const calendarEventsEndpoint = defineEndpoint<typeof range>({
  path: '/admin/calendar-events',
  method: 'get',
  auth: 'staff',
  schema: range,
  run: async ({ req, data }) => ({
    ok: true,
    body: {
      events: await calendarEvents({
        req,
        // The calendar asks in Winnipeg wall-clock labelled UTC: a day either side covers the offset.
        from: new Date(new Date(data.start).getTime() - 86_400_000),
        to: new Date(new Date(data.end).getTime() + 86_400_000),
      }),
    },
  }),
})
