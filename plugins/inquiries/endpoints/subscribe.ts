import { defineEndpoint } from '@server-kit'

import { messages } from '../messages'
import { subscribe } from '../operations/subscribe'
import { subscribeSchema } from '../schemas'
import { INQUIRY_RATE } from './inquiryRate'

/**
 * POST /api/newsletter/subscribe: the blog's 'Stay Updated' box. The answer is the same whether
 * or not the address was already on the list, so it reveals nothing about who subscribed.
 */
export const subscribeEndpoint = defineEndpoint({
  path: '/newsletter/subscribe',
  method: 'post',
  schema: subscribeSchema,
  rateLimit: INQUIRY_RATE('newsletter'),
  errors: { email_undeliverable: { status: 422, message: messages.undeliverable } },
  run: async ({ req, data }) => {
    const { undeliverable } = await subscribe({ req, email: data.email, source: 'blog' })
    if (undeliverable) return { ok: false, code: 'email_undeliverable', field: 'email' }
    return { ok: true, body: { ok: true, message: messages.subscribed } }
  },
})
