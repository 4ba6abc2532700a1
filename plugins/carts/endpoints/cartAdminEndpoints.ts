import { defineEndpoint } from '@server-kit'
import { z } from 'zod'

import { cartAbandonmentStats } from '../operations/cartAbandonmentStats'
import { sendCartReminders } from '../operations/sendCartReminders'
import { unsubscribeTokenMatches } from '../operations/unsubscribeToken'

const page = (title: string, body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px"><h1>${title}</h1><p>${body}</p><p><a href="/">Back to the site</a></p></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  )

/** Staff: abandoned-cart figures and the "Process abandoned carts" button. Visitors: unsubscribe. */
export const cartAdminEndpoints = [
  defineEndpoint({
    path: '/admin/cart-abandonment/stats',
    method: 'get',
    auth: 'staff',
    run: async ({ req }) => ({
      ok: true,
      body: await cartAbandonmentStats({ req, now: new Date() }),
    }),
  }),
  defineEndpoint({
    path: '/admin/cart-abandonment/process',
    method: 'post',
    auth: 'staff',
    run: async ({ req }) => ({
      ok: true,
      body: { success: true, ...(await sendCartReminders({ req, now: new Date() })) },
    }),
  }),
  defineEndpoint({
    path: '/cart/unsubscribe',
    method: 'get',
    rateLimit: { name: 'cart-unsubscribe', points: 20, durationSeconds: 60 },
    schema: z.object({ session: z.string().min(1).max(100), token: z.string().min(1).max(100) }),
    run: async ({ req, data }) => {
      if (!unsubscribeTokenMatches(data.session, data.token, req.payload.secret))
        return page('Link not valid', 'This unsubscribe link is not valid.', 400)
      await req.payload.update({
        collection: 'carts',
        where: {
          and: [{ sessionId: { equals: data.session } }, { unsubscribedAt: { exists: false } }],
        },
        data: { unsubscribedAt: new Date().toISOString() },
        depth: 0,
        req,
      })
      return page('Unsubscribed', 'You will get no more reminders about this booking.')
    },
  }),
]
