import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb, claimLock } from '@server-kit'

import { termsText } from '../../core'
import type { TermsVersion } from '../../results'

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
  const find = async () =>
    (
      await req.payload.find({
        collection: 'terms-versions',
        where: { hash: { equals: hash } },
        limit: 1,
        depth: 0,
        req,
      })
    ).docs[0]
  const found = await find()
  if (found) return found
  // Two first signatures at once: the second insert waits for the first transaction, then does
  // nothing and reads the row the first committed (never a unique-violation 500).
  claimLock(req, 'termsVersion')
  const db = await transactionDb(req)
  const version = `${effectiveDate || now.toISOString().slice(0, 10)}-${hash.slice(0, 8)}`
  await db.execute(sql`
    INSERT INTO terms_versions (version, hash, title, effective_date, published_at, text)
    VALUES (${version}, ${hash}, ${page?.title ?? 'Terms and conditions'}, ${effectiveDate},
      ${now.toISOString()}, ${text})
    ON CONFLICT (hash) DO NOTHING`)
  const kept = await find()
  if (!kept) throw new Error('terms version missing after insert')
  return kept
}
