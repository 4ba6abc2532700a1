import { expect } from 'vitest'

import { bookingBody, dateInDays } from './booking'
import { confirm, payCard } from './moneyPaths'
import { api, mainApp } from './payments'
import type { StaffApi } from './staff'

let n = 0
const QUOTE_DAYS = [721, 723, 724, 725, 726, 727]

/** A quote body for a unique customer: Digital Plus ($299.00) in Thompson, plus `lines`. */
export const quoteBody = (overrides: Record<string, unknown> = {}) => {
  const { paymentType: _p, ...body } = bookingBody({
    packageId: 2,
    // At 15:00 on days no other test books (a far quote's travel spans hours): not the even days
    // 704–722, where the cluster spec's rolling-restart load books in the same database, nor 728.
    eventDate: dateInDays(QUOTE_DAYS[n % QUOTE_DAYS.length]!),
    eventTime: '15:00',
    address: '12 Selkirk Ave, Thompson, MB',
    email: `quote-${Date.now()}-${n++}@test.example.com`,
    lines: [{ label: 'Travel to Thompson', amountCents: 35000 }],
    ...overrides,
  })
  return body
}

export type CreatedQuote = {
  id: number
  number: string
  token: string
  total: { cents: number; text: string }
}

export async function createQuote(staff: StaffApi, overrides: Record<string, unknown> = {}) {
  const res = await staff.post('/quotes', quoteBody(overrides))
  const body = await res.json()
  if (res.status !== 201) throw new Error(`quote failed: ${res.status} ${JSON.stringify(body)}`)
  return body as CreatedQuote & { delivery: string }
}

/** What the quote's page shows now: the terms' hash and the revision it sends back to sign. */
export async function shownQuote(q: {
  id: number
  token: string
}): Promise<{ termsHash: string; revision: number; totalCents: number }> {
  const view = await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}`)
  expect(view.status).toBe(200)
  const body = (await view.json()) as {
    terms: { hash: string }
    revision: number
    total: { cents: number }
  }
  return { termsHash: body.terms.hash, revision: body.revision, totalCents: body.total.cents }
}

/** The hash of the terms the quote's page shows now (what the page sends back when it signs). */
export const shownTermsHash = async (q: { id: number; token: string }): Promise<string> =>
  (await shownQuote(q)).termsHash

/** Accepts as the page does: the terms' hash and the revision it shows, unless `extra` says. */
export const acceptQuote = async (
  q: { id: number; token: string },
  extra: Record<string, unknown> = {},
) => {
  const shown = 'termsHash' in extra && 'revision' in extra ? null : await shownQuote(q)
  return api(mainApp()).post(`/quotes/${q.id}/accept`, {
    token: q.token,
    signatureName: 'Ada Lovelace',
    paymentType: 'deposit',
    termsHash: 'termsHash' in extra ? extra.termsHash : shown!.termsHash,
    revision: 'revision' in extra ? extra.revision : shown!.revision,
    ...extra,
  })
}

/** Pays what the booking asks now by demo card and confirms it; answers the amount in cents. */
export async function payDeposit(booking: { bookingId: number; token: string }) {
  const res = await api(mainApp()).post('/create-payment-intent', {
    bookingId: booking.bookingId,
    token: booking.token,
    paymentType: 'deposit',
  })
  const intent = await res.json()
  expect(res.status, JSON.stringify(intent)).toBe(200)
  expect((await payCard(intent)).status).toBe(200)
  const confirmed = await confirm(booking.bookingId, intent)
  expect(confirmed.status).toBe(200)
  return intent as { amount: string; paymentIntentId: string }
}

/** Lexical rich text of one paragraph: what the terms page stores. */
export const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [
          { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
    ],
  },
})

/** Runs `work` with the terms page's text set to `text`, then puts the old text back. */
export async function withTerms<T>(staff: StaffApi, text: string, work: () => Promise<T>) {
  const page = (await (await staff.get('/pages?where[slug][equals]=terms&depth=0')).json())
    .docs[0] as { id: number; content: unknown }
  const edit = (content: unknown) => staff.patch(`/pages/${page.id}`, { content })
  expect((await edit(paragraph(text))).status).toBe(200)
  try {
    return await work()
  } finally {
    await edit(page.content)
  }
}
