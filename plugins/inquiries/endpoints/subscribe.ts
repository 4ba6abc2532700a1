import type { Endpoint } from 'payload'

import { messages } from '../messages'
import { subscribe } from '../operations/subscribe'
import { subscribeSchema } from '../schemas'
import { json, parseRequest } from './respond'

/**
 * POST /api/newsletter/subscribe: the blog's 'Stay Updated' box. The answer is the same whether
 * or not the address was already on the list, so it reveals nothing about who subscribed.
 */
export const subscribeEndpoint: Endpoint = {
  path: '/newsletter/subscribe',
  method: 'post',
  handler: async (req) => {
    const parsed = await parseRequest(req, subscribeSchema, 'newsletter')
    if (!parsed.ok) return parsed.response
    await subscribe({ req, email: parsed.data.email, source: 'blog' })
    return json({ ok: true, message: messages.subscribed }, 200)
  },
}
