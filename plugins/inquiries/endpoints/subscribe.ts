import type { Endpoint } from 'payload'

import { messages } from '../messages'
import { subscribe } from '../operations/subscribe'
import { subscribeSchema } from '../schemas'
import { json, parseRequest } from './respond'

/** POST /api/newsletter/subscribe: the blog's 'Stay Updated' box. */
export const subscribeEndpoint: Endpoint = {
  path: '/newsletter/subscribe',
  method: 'post',
  handler: async (req) => {
    const parsed = await parseRequest(req, subscribeSchema, 'newsletter')
    if (!parsed.ok) return parsed.response
    const result = await subscribe({ req, email: parsed.data.email, source: 'blog' })
    return json(
      { ok: true, created: result.created, message: messages.subscribed },
      result.created ? 201 : 200,
    )
  },
}
