import { defineEndpoint } from '@server-kit'

import { quoteErrors, type QuoteErrorCode } from '../messages'
import { joinWaitlist } from '../operations/joinWaitlist'
import { joinWaitlistSchema } from '../schemas'

/**
 * POST /api/waitlist: public; a visitor waits for a sold-out date (201 `{ id, status: 'waiting' }`,
 * the same for a repeat or simultaneous join), or, when a start time in their window is free,
 * 200 `{ status: 'open', time, bookingLink }`: nothing is stored. Limited per client.
 */
export const joinWaitlistEndpoint = defineEndpoint<typeof joinWaitlistSchema, QuoteErrorCode>({
  path: '/waitlist',
  method: 'post',
  schema: joinWaitlistSchema,
  // In Postgres, shared by every server: each request writes a row.
  rateLimit: { name: 'waitlist', points: 5, durationSeconds: 600 },
  errors: quoteErrors,
  run: async ({ req, data }) => {
    const joined = await joinWaitlist({ req, data, now: new Date() })
    if (!joined.ok) return joined
    if (joined.kind === 'open') {
      const { time, bookingLink } = joined
      return { ok: true, body: { status: 'open', eventDate: data.eventDate, time, bookingLink } }
    }
    return { ok: true, status: 201, body: { id: joined.id, status: 'waiting' } }
  },
})
