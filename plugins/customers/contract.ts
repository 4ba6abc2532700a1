// The customers API as the staff view sees it: types only.
import type { CommonCode } from '@server-kit'

import type { customerSummary } from './operations/customerSummary'
import type { CustomerRow } from './operations/customerRows'

export type { CustomerRow }
/** GET /api/admin/customers: the count, the latest rows and the server's Winnipeg today. */
export type CustomerSummary = Awaited<ReturnType<typeof customerSummary>>
export type CustomersErrorCode = CommonCode
