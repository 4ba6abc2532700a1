import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { api, mainApp } from './payments'
import { testPayload } from './payload'

/**
 * Days 680–688 are quote revisions', declines', new-quote requests' and the quote PDF's
 * (the quotes.revisions and quotes.closing int specs book 680–685; quote-actions.e2e 686–688).
 */
export const QUOTE_ACTION_DAYS = {
  revise: 680,
  accepted: 681,
  decline: 682,
  askAgain: 683,
  pdf: 684,
  moved: 685,
} as const

export const BUSINESS_EMAIL = 'hello@example.com' // SiteSettings.email from the seed

export const quoteOf = async (id: number) =>
  (await testPayload()).findByID({ collection: 'quotes', id, depth: 0 })

export const bookingOf = async (id: number) =>
  (await testPayload()).findByID({ collection: 'bookings', id, depth: 0 })

/** The customer's view of the quote, through its link. */
export const quoteView = async (q: { id: number; token: string }) =>
  (await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}`)).json()

/** A Winnipeg date `n` days from today (negative: past). */
export const inDays = (n: number) =>
  addDaysToDateString(todayInZone(new Date(), BUSINESS_TIME_ZONE), n)
