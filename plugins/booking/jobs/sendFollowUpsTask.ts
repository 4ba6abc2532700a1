import type { TaskConfig } from 'payload'

import { sendFollowUps } from '../operations/notify/sendFollowUps'

/** Daily: event-details request and reminder before the event, the thank-you the day after. */
export const sendFollowUpsTask: TaskConfig<'sendFollowUps'> = {
  slug: 'sendFollowUps',
  schedule: [{ cron: '0 15 * * *', queue: 'booking' }],
  outputSchema: [
    { name: 'detailsRequests', type: 'number' },
    { name: 'detailsReminders', type: 'number' },
    { name: 'thankYous', type: 'number' },
  ],
  handler: async ({ req }) => {
    const sent = await sendFollowUps({ req, now: new Date() })
    return {
      output: {
        detailsRequests: sent.details_request,
        detailsReminders: sent.details_reminder,
        thankYous: sent.thank_you,
      },
    }
  },
}
