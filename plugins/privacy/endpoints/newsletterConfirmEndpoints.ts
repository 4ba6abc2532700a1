import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from '@server-kit'
import { addressTokenMatches } from '../keys/unsubscribeToken'
import { confirmNewsletter } from '../operations/confirmNewsletter'
import { htmlPage } from './htmlPage'

const query = z.object({
  email: z.string().trim().min(3).max(254),
  token: z.string().min(10).max(100),
})

const RATE = { name: 'newsletter-confirm', points: 30, durationSeconds: 60 }

function checked(req: PayloadRequest) {
  const url = new URL(req.url ?? '', 'http://x')
  const parsed = query.safeParse(Object.fromEntries(url.searchParams))
  if (
    !parsed.success ||
    !addressTokenMatches(req.payload.secret, 'confirm', parsed.data.email, parsed.data.token)
  )
    return htmlPage(
      'Link not valid',
      ['This confirmation link is not valid. Sign up again on the blog.'],
      [],
      400,
    )
  return { email: parsed.data.email, path: `${url.pathname}?${url.searchParams}` }
}

/** The confirmation link: GET asks (scanners follow links), the button's POST confirms. */
export const newsletterConfirmEndpoints: Endpoint[] = [
  defineEndpoint({
    path: '/newsletter/confirm',
    method: 'get',
    rateLimit: RATE,
    run: ({ req }) => {
      const link = checked(req)
      if (link instanceof Response) return link
      return htmlPage(
        'Confirm your subscription',
        [`Send news and offers to ${link.email}?`],
        [{ action: link.path, label: 'Yes, subscribe me', primary: true }],
      )
    },
  }),
  defineEndpoint({
    path: '/newsletter/confirm',
    method: 'post',
    rateLimit: RATE,
    // The page's form posts no JSON (the link's query carries everything).
    rawBody: true,
    run: async ({ req }) => {
      const link = checked(req)
      if (link instanceof Response) return link
      const { confirmed } = await confirmNewsletter({ req, email: link.email })
      return confirmed
        ? htmlPage('Subscribed', [
            `Thank you. ${link.email} is on our list; every email has a link to unsubscribe.`,
          ])
        : htmlPage('Already confirmed', ['There is nothing left to confirm for this address.'])
    },
  }),
]
