import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { rateLimit } from '@server-kit'
import { addressTokenMatches } from '../core/unsubscribeToken'
import { confirmNewsletter } from '../operations/confirmNewsletter'
import { htmlPage } from './htmlPage'

const query = z.object({
  email: z.string().trim().min(3).max(254),
  token: z.string().min(10).max(100),
})

async function checked(req: PayloadRequest) {
  const limited = await rateLimit(req, 'newsletter-confirm', { points: 30, durationSeconds: 60 })
  if (limited) return limited
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
  {
    path: '/newsletter/confirm',
    method: 'get',
    handler: async (req) => {
      const link = await checked(req)
      if (link instanceof Response) return link
      return htmlPage(
        'Confirm your subscription',
        [`Send news and offers to ${link.email}?`],
        [{ action: link.path, label: 'Yes, subscribe me', primary: true }],
      )
    },
  },
  {
    path: '/newsletter/confirm',
    method: 'post',
    handler: async (req) => {
      const link = await checked(req)
      if (link instanceof Response) return link
      const { confirmed } = await confirmNewsletter({ req, email: link.email })
      return confirmed
        ? htmlPage('Subscribed', [
            `Thank you. ${link.email} is on our list; every email has a link to unsubscribe.`,
          ])
        : htmlPage('Already confirmed', ['There is nothing left to confirm for this address.'])
    },
  },
]
