import type { TaskConfig } from 'payload'

import { offerWaitlist } from '../operations/offerWaitlist'

/** Every 5 minutes: a booth freed by a cancel, a move, a lapsed hold or quote goes to the line. */
export const offerWaitlistTask: TaskConfig<'offerWaitlist'> = {
  slug: 'offerWaitlist',
  schedule: [{ cron: '*/5 * * * *', queue: 'booking' }],
  outputSchema: [{ name: 'offered', type: 'number' }],
  handler: async ({ req }) => ({
    output: { offered: (await offerWaitlist({ req, now: new Date() })).offered.length },
  }),
}
