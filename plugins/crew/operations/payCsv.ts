import { stringify } from 'csv-stringify/sync'

import { centsToDecimalString } from '@kernel'
import { ratingWords } from '@reviews/contract'

import { hoursText, type payReport } from '../core/payReport'

/** The pay report as a spreadsheet: one row per event, then each attendant's total. */
export function payCsv(report: ReturnType<typeof payReport>) {
  const rows: string[][] = report.rows.map((r) => [
    r.attendant,
    r.eventDate,
    r.reference,
    hoursText(r.minutes),
    (r.minutes / 60).toFixed(2),
    centsToDecimalString(r.hourlyCents),
    centsToDecimalString(r.perEventCents),
    centsToDecimalString(r.payCents),
    centsToDecimalString(r.tipCents),
    r.rating ? String(r.rating) : '',
  ])
  for (const t of report.totals)
    rows.push([
      `Total ${t.attendant}`,
      '',
      '',
      hoursText(t.minutes),
      (t.minutes / 60).toFixed(2),
      '',
      '',
      centsToDecimalString(t.payCents),
      centsToDecimalString(t.tipCents),
      t.reviews ? ratingWords(t.reviews) : '',
    ])
  rows.push([
    'Total',
    '',
    '',
    hoursText(report.minutes),
    (report.minutes / 60).toFixed(2),
    '',
    '',
    centsToDecimalString(report.payCents),
    centsToDecimalString(report.tipCents),
    '',
  ])
  return stringify(rows, {
    header: true,
    columns: [
      'Attendant',
      'Event date',
      'Booking',
      'Hours',
      'Hours (decimal)',
      'Hourly rate',
      'Per event',
      'Pay',
      'Tips',
      'Review (stars)',
    ],
  })
}
