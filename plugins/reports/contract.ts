// The reports API as the admin view and other tools see it: types and the route table (routes.ts).
import type { CommonCode } from '@server-kit'

import type { ReportDocument } from './core/accountingRows'
import type { Period } from './core/period'
import type { TaxReport } from './core/taxWorksheet'
import type { reportSummary } from './operations/reportSummary'

export type { Period, ReportDocument, TaxReport }
/** GET /api/reports/summary?from&to: the dashboard's figures. */
export type ReportSummary = Awaited<ReturnType<typeof reportSummary>>
/** GET /api/reports/tax/documents?from&to: the worksheet's lines. */
export type TaxDocuments = { documents: ReportDocument[] }
export type ReportsErrorCode = CommonCode

/** The route table: each endpoint as a typed call. */
export * from './routes'
