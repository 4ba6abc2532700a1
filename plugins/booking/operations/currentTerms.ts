import crypto from 'node:crypto'
import type { DataFromCollectionSlug, PayloadRequest } from 'payload'

import { termsText } from '../core'

export type TermsVersion = DataFromCollectionSlug<'terms-versions'>

const TERMS_SLUG = 'terms'

/**
 * The terms as the site shows them now, as a kept version: the CMS page's text, hashed. A text
 * not seen before becomes a new version row, so every version anyone signed stays readable.
 */
export async function currentTerms(req: PayloadRequest, now: Date): Promise<TermsVersion> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { slug: { equals: TERMS_SLUG } },
    limit: 1,
    depth: 0,
    req,
  })
  const page = docs[0]
  const effectiveDate = page?.effectiveDate ? page.effectiveDate.slice(0, 10) : ''
  const text = page ? termsText(page.content) : 'Terms and conditions are available on request.'
  const hash = crypto.createHash('sha256').update(text).digest('hex')
  const found = await req.payload.find({
    collection: 'terms-versions',
    where: { hash: { equals: hash } },
    limit: 1,
    depth: 0,
    req,
  })
  if (found.docs[0]) return found.docs[0]
  return req.payload.create({
    collection: 'terms-versions',
    depth: 0,
    req,
    data: {
      version: `${effectiveDate || now.toISOString().slice(0, 10)}-${hash.slice(0, 8)}`,
      hash,
      title: page?.title ?? 'Terms and conditions',
      effectiveDate,
      publishedAt: now.toISOString(),
      text,
    },
  })
}
