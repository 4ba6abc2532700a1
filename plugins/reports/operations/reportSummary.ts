import type { PayloadRequest } from 'payload'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { chartMonths, lastYearPeriod, type Period, previousPeriod } from '../core/period'
import { collectedCents, taxWorksheet } from '../core/taxWorksheet'
import { bookingMix, revenueByMonth } from './bookingMix'
import { funnel } from './funnel'
import { moneyHeld } from './moneyHeld'
import { periodDocuments } from './periodDocuments'
import { reviewsReport } from './reviewsReport'
import { documentSums } from './taxReport'

/** Collected money and the worksheet of one period, for the comparison columns. */
async function totals(req: PayloadRequest, period: Period) {
  const sums = await documentSums(req, period)
  return { period, collectedCents: collectedCents(sums), tax: taxWorksheet(sums) }
}

/**
 * GET /api/reports/summary: every figure of the dashboard, from payments' numbered documents
 * (receipts and credit notes) in SQL aggregates; the booking rows only say what was sold, when.
 */
export async function reportSummary(req: PayloadRequest, period: Period, now = new Date()) {
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const [current, previous, lastYear, months, mix, held, refunds, reviews] = await Promise.all([
    totals(req, period),
    totals(req, previousPeriod(period)),
    totals(req, lastYearPeriod(period)),
    revenueByMonth(req, chartMonths(period)),
    bookingMix(req, period),
    moneyHeld(req, today),
    periodDocuments(req, period, ['credit_note']),
    reviewsReport(req, period),
  ])
  return {
    today,
    current,
    previous,
    lastYear,
    months,
    ...mix,
    funnel: await funnel(req, period),
    ...held,
    refunds,
    refundsCents: refunds.reduce((s, r) => s + r.amountCents, 0),
    reviews,
    // Tips, payment plans and leads are not in this build yet (issue 40: "when landed").
    notYet: ['tips', 'payment plans', 'leads and quotes'],
  }
}
