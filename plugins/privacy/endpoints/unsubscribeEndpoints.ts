import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from '@server-kit'
import { COMMERCIAL_LISTS, LIST_LABELS } from '../core/emailKinds'
import { addressTokenMatches } from '../keys/unsubscribeToken'
import { recordUnsubscribe } from '../operations/recordUnsubscribe'
import { htmlPage } from './htmlPage'

const query = z.object({
  email: z.string().trim().min(3).max(254),
  list: z.enum([...COMMERCIAL_LISTS, 'all']),
  token: z.string().min(10).max(100),
})

const RATE = { name: 'unsubscribe', points: 30, durationSeconds: 60 }

/** The link's query when its token is ours for its address, else the page that says why not. */
function checked(req: PayloadRequest) {
  const url = new URL(req.url ?? '', 'http://x')
  const parsed = query.safeParse(Object.fromEntries(url.searchParams))
  if (
    !parsed.success ||
    !addressTokenMatches(req.payload.secret, 'unsubscribe', parsed.data.email, parsed.data.token)
  )
    return htmlPage(
      'Link not valid',
      [
        'This unsubscribe link is not valid. Reply to any of our emails and we will take you off the list.',
      ],
      [],
      400,
    )
  return { ...parsed.data, path: `${url.pathname}?${url.searchParams}` }
}

const withList = (path: string, list: string) => path.replace(/([?&]list=)[^&]*/, `$1${list}`)

/**
 * GET shows what the link stops and asks with a button (mail scanners follow links: a GET never
 * unsubscribes). POST unsubscribes at once, without a session: the page's button, or the mail
 * app's one-click request (RFC 8058: body `List-Unsubscribe=One-Click`).
 */
export const unsubscribeEndpoints: Endpoint[] = [
  defineEndpoint({
    path: '/unsubscribe',
    method: 'get',
    rateLimit: RATE,
    run: ({ req }) => {
      const link = checked(req)
      if (link instanceof Response) return link
      const actions = [
        { action: link.path, label: `Unsubscribe from ${LIST_LABELS[link.list]}`, primary: true },
      ]
      if (link.list !== 'all')
        actions.push({
          action: withList(link.path, 'all'),
          label: 'Stop every marketing email',
          primary: false,
        })
      return htmlPage(
        'Unsubscribe',
        [
          `Stop sending ${LIST_LABELS[link.list]} to ${link.email}?`,
          'Emails about a booking you made (confirmations, receipts, reminders of a balance) still come.',
        ],
        actions,
      )
    },
  }),
  defineEndpoint({
    path: '/unsubscribe',
    method: 'post',
    rateLimit: RATE,
    // A form post or the mail app's one-click body, not JSON: read here.
    rawBody: true,
    run: async ({ req }) => {
      const link = checked(req)
      if (link instanceof Response) return link
      const body = await req.text?.().catch(() => '')
      const method = /List-Unsubscribe=One-Click/i.test(body ?? '') ? 'one_click' : 'link'
      await recordUnsubscribe({ req, email: link.email, scope: link.list, method })
      return htmlPage('Unsubscribed', [
        `${link.email} is unsubscribed from ${LIST_LABELS[link.list]}, starting now.`,
      ])
    },
  }),
]
