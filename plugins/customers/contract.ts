// The customers API as the staff view sees it: types and the route table (routes.ts).
import type { CommonCode } from '@server-kit'

import type { CustomerListRow, CustomerPage } from './operations/customerPage'
import type { CustomerRow } from './operations/customerRows'

export type { CustomerRow, CustomerListRow }
/** GET /api/admin/customers?q=&page=: one page of customers with their totals, and Winnipeg today. */
export type CustomerSummary = CustomerPage
export type CustomersErrorCode = CommonCode

/** Rows per page of the customer list (the list and its pager agree). */
export const CUSTOMERS_PER_PAGE = 25

/** The route table: each endpoint as a typed call. */
export * from './routes'
