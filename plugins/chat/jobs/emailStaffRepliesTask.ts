import type { TaskConfig } from 'payload'

import { emailStaffReplies } from '../operations/emailStaffReplies'

/** Every minute: staff replies to visitors who left, by email (each run claimed by one server). */
export const emailStaffRepliesTask: TaskConfig<'emailStaffReplies'> = {
  slug: 'emailStaffReplies',
  schedule: [{ cron: '* * * * *', queue: 'chat' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({
    output: { sent: (await emailStaffReplies({ req, now: new Date() })).sent },
  }),
}
