import { defineEndpoint } from '@server-kit'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import type { AccountingCodes } from '../core/accountingRows'
import { accountingCsv } from '../operations/accountingCsv'
import { periodDocuments } from '../operations/periodDocuments'
import { worksheetCsv } from '../operations/reportCsv'
import { reportSummary } from '../operations/reportSummary'
import { taxReport } from '../operations/taxReport'
import { worksheetPdf } from '../operations/worksheetPdf'
import { accountingCodes, currentSeller, fileResponse } from './fileResponse'
import { exportSchema, periodSchema } from './periodSchema'

// The owner's figures: admins only (the owner's role); staff get 403.
const auth = 'admin' as const
const CSV = 'text/csv; charset=utf-8'

/** The reports API under /api/reports (issue 40 fixes the names of tax and summary). */
export const reportEndpoints = (codes: AccountingCodes) => [
  defineEndpoint({
    path: '/reports/tax',
    method: 'get',
    auth,
    schema: periodSchema,
    run: async ({ req, data }) => ({ ok: true, body: await taxReport(req, data) }),
  }),
  defineEndpoint({
    path: '/reports/tax/documents',
    method: 'get',
    auth,
    schema: periodSchema,
    run: async ({ req, data }) => ({
      ok: true,
      body: { documents: await periodDocuments(req, data) },
    }),
  }),
  defineEndpoint({
    path: '/reports/tax/csv',
    method: 'get',
    auth,
    schema: periodSchema,
    run: async ({ req, data }) => {
      const [seller, tax, docs] = await Promise.all([
        currentSeller(req),
        taxReport(req, data),
        periodDocuments(req, data),
      ])
      const csv = worksheetCsv(seller, data, tax, docs)
      return fileResponse(csv, CSV, `gst-rst-${data.from}-to-${data.to}.csv`)
    },
  }),
  defineEndpoint({
    path: '/reports/tax/pdf',
    method: 'get',
    auth,
    schema: periodSchema,
    run: async ({ req, data }) => {
      const [seller, tax] = await Promise.all([currentSeller(req), taxReport(req, data)])
      const pdf = await worksheetPdf(seller, data, tax, todayInZone(new Date(), BUSINESS_TIME_ZONE))
      return fileResponse(
        new Uint8Array(pdf),
        'application/pdf',
        `gst-rst-${data.from}-to-${data.to}.pdf`,
      )
    },
  }),
  defineEndpoint({
    path: '/reports/summary',
    method: 'get',
    auth,
    schema: periodSchema,
    run: async ({ req, data }) => ({ ok: true, body: await reportSummary(req, data) }),
  }),
  defineEndpoint({
    path: '/reports/export/:format',
    method: 'get',
    auth,
    schema: exportSchema,
    run: async ({ req, data, params }) => {
      if (params.format !== 'quickbooks' && params.format !== 'xero')
        return { ok: false, code: 'not_found' }
      const file = await accountingCsv(req, params.format, data, await accountingCodes(req, codes))
      return fileResponse(file.body, CSV, file.filename)
    },
  }),
]
