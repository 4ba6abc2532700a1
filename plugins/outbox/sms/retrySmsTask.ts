import type { TaskConfig } from 'payload'

import { deliverSms } from './deliverSms'

/** Every minute: texts Twilio could not take (down, throttled) are sent again with backoff. */
export const retrySmsTask: TaskConfig<'retrySms'> = {
  slug: 'retrySms',
  schedule: [{ cron: '* * * * *', queue: 'booking' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => {
    const due = await req.payload.find({
      collection: 'outbox',
      where: {
        channel: { equals: 'sms' },
        status: { equals: 'queued' },
        nextAttemptAt: { less_than_equal: new Date().toISOString() },
      },
      sort: 'nextAttemptAt',
      limit: 50,
      depth: 0,
      pagination: false,
    })
    let sent = 0
    for (const row of due.docs)
      if ((await deliverSms(req.payload, row.id as number)) === 'sent') sent++
    return { output: { sent } }
  },
}
