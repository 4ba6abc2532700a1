// The reports API's route table (the staff Reports view).
import { client, routesOf } from '@api-client'

import type { ReportsErrorCode, ReportSummary, TaxDocuments } from './contract'

const route = routesOf<ReportsErrorCode>()

export const reportsRoutes = {
  summary: route<{ query: string; res: ReportSummary }>().get('/api/reports/summary'),
  taxDocuments: route<{ query: string; res: TaxDocuments }>().get('/api/reports/tax/documents'),
}
export const reportsApi = client(reportsRoutes)
