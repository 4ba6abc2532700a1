import { defineEndpoint } from '@server-kit'

import { customerSummary } from '../operations/customerSummary'
import { customersCsv } from '../operations/customersCsv'

const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase() || 'customers'

/** GET /api/admin/customers and /api/admin/customers/export (staff). */
export const customerEndpoints = [
  defineEndpoint({
    path: '/admin/customers',
    method: 'get',
    auth: 'staff',
    run: async ({ req }) => ({ ok: true, body: await customerSummary(req) }),
  }),
  defineEndpoint({
    path: '/admin/customers/export',
    method: 'get',
    auth: 'staff',
    run: async ({ req }) => {
      const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
      const filename = `${fileSlug(settings.businessName ?? '')}-customers.csv`
      return new Response(customersCsv(req), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
]
