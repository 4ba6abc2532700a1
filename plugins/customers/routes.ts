// The customers API's route table (the staff Customers view).
import { client, routesOf } from '@api-client'

import type { IntegrationErrorCode } from '@integrations/contract'

import type { CustomersErrorCode, CustomerSummary } from './contract'

const route = routesOf<CustomersErrorCode>()
/** GET /api/admin/sheets-url: the customer spreadsheet, if one was made. */
export type SheetsInfo = {
  hasData: boolean
  isLive: boolean
  sheetsUrl: string | null
  recordCount: number
}

export const customersRoutes = {
  list: route<{ query: URLSearchParams; res: CustomerSummary }>().get('/api/admin/customers'),
  exportCsv: route().download('/api/admin/customers/export'),
  sheetsUrl: route<{ res: SheetsInfo }>().get('/api/admin/sheets-url'),
  createSpreadsheet: route<{
    res: { success?: boolean; sheetsUrl?: string }
    code: IntegrationErrorCode
  }>().post('/api/admin/create-spreadsheet'),
}
export const customersApi = client(customersRoutes)
