import { defineEndpoint } from '@server-kit'

import { messages } from '../messages'
import { subscribe } from '../operations/subscribe'
import { subscribeSchema } from '../schemas'
import { INQUIRY_RATE } from './inquiryRate'

/** POST /api/newsletter/subscribe: the blog's 'Stay Updated' box. */
export const subscribeEndpoint = defineEndpoint({
  path: '/newsletter/subscribe',
  method: 'post',
  schema: subscribeSchema,
  rateLimit: INQUIRY_RATE('newsletter'),
  run: async ({ req, data }) => {
    const result = await subscribe({ req, email: data.email, source: 'blog' })
    const body = { ok: true, created: result.created, message: messages.subscribed }
    return { ok: true, status: result.created ? 201 : 200, body }
  },
})
