import type { TaskConfig } from 'payload'

import { runReviewRequests } from '../operations/runReviewRequests'

/** Every 15 minutes: review requests and reminders that are due (once across servers). */
export const reviewRequestsTask: TaskConfig<'reviewRequests'> = {
  slug: 'reviewRequests',
  schedule: [{ cron: '*/15 * * * *', queue: 'reviews' }],
  outputSchema: [{ name: 'summary', type: 'text' }],
  handler: async ({ req }) => ({
    output: { summary: JSON.stringify(await runReviewRequests({ req, now: new Date() })) },
  }),
}
