import { describe, expect, it } from 'vitest'

import { staffApi } from '../helpers/staff'

// Issue 48, case 10: every report endpoint checks its period by one rule (core/period.ts
// `checkPeriod`) and answers 400 with a code, a message and the field, never a 500.
const ENDPOINTS = [
  '/reports/summary',
  '/reports/tax',
  '/reports/tax/documents',
  '/reports/tax/csv',
  '/reports/tax/pdf',
  '/reports/export/quickbooks',
  '/reports/export/xero',
  '/reports/export/xero?type=refunds&', // the exports' own query beside the period
] as const

const PERIODS: { name: string; query: string; field: 'from' | 'to' }[] = [
  { name: 'far future', query: 'from=9999-12-01&to=9999-12-31', field: 'from' },
  { name: 'past 2100', query: 'from=2100-12-01&to=2101-01-31', field: 'to' },
  { name: 'before 2000', query: 'from=1899-01-01&to=1899-01-31', field: 'from' },
  { name: 'year zero', query: 'from=0000-01-01&to=0000-01-31', field: 'from' },
  { name: 'reversed', query: 'from=2026-03-02&to=2026-03-01', field: 'to' },
  { name: 'over five years', query: 'from=2001-01-01&to=2026-01-01', field: 'to' },
  { name: 'impossible day', query: 'from=2026-02-30&to=2026-03-31', field: 'from' },
  { name: 'malformed', query: 'from=2026-3-1&to=2026-03-31', field: 'from' },
  { name: 'an instant', query: 'from=2026-03-01T00:00:00Z&to=2026-03-31', field: 'from' },
  { name: 'words', query: 'from=2026-03-01&to=yesterday', field: 'to' },
  { name: 'six-digit year', query: 'from=+10000-01-01&to=2026-03-31', field: 'from' },
  { name: 'no "to"', query: 'from=2026-03-01', field: 'to' },
]

const url = (endpoint: string, query: string) =>
  endpoint.endsWith('&') ? `${endpoint}${query}` : `${endpoint}?${query}`

describe('report periods (issue 48, case 10)', () => {
  it('every report endpoint answers far, reversed and malformed dates with 400, a code, a message and the field', async () => {
    const admin = await staffApi('admin') // the owner's role: reports are theirs
    const answers: string[] = []
    for (const endpoint of ENDPOINTS)
      for (const p of PERIODS) {
        const res = await admin.get(url(endpoint, p.query))
        const body = res.headers.get('content-type')?.includes('json') ? await res.json() : null
        answers.push(
          `${endpoint} ${p.name}: ${res.status} ${body?.code} ${body?.field} ${typeof body?.message}`,
        )
      }
    expect(answers).toEqual(
      ENDPOINTS.flatMap((endpoint) =>
        PERIODS.map((p) => `${endpoint} ${p.name}: 400 invalid_input ${p.field} string`),
      ),
    )
  })

  it('says what is wrong in words staff can act on', async () => {
    const admin = await staffApi('admin')
    const far = await (await admin.get('/reports/summary?from=9999-12-01&to=9999-12-31')).json()
    expect(far).toMatchObject({
      code: 'invalid_input',
      field: 'from',
      message:
        'Validation error: from: Reports cover the years 2000 to 2100: "from" is 9999-12-01.',
    })
    const reversed = await (await admin.get('/reports/tax?from=2026-03-02&to=2026-03-01')).json()
    expect(reversed.message).toBe('Validation error: to: "from" must not be after "to".')
  })

  it('the edges of the range still answer: 2000 and 2100, and a whole five years', async () => {
    const admin = await staffApi('admin')
    for (const query of [
      'from=2000-01-01&to=2000-01-31',
      'from=2100-12-01&to=2100-12-31',
      'from=2096-01-01&to=2100-12-31',
    ])
      for (const endpoint of ENDPOINTS) {
        const res = await admin.get(url(endpoint, query))
        expect(`${endpoint} ${query}: ${res.status}`).toBe(`${endpoint} ${query}: 200`)
      }
  })

  it('staff (not the owner) are refused before the period is read: 403, never 500', async () => {
    const staff = await staffApi()
    for (const endpoint of ENDPOINTS) {
      const res = await staff.get(url(endpoint, 'from=9999-12-01&to=9999-12-31'))
      expect(`${endpoint}: ${res.status}`).toBe(`${endpoint}: 403`)
    }
  })
})
