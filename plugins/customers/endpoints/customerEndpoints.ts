import { z } from 'zod'

import { defineEndpoint } from '@server-kit'

import { customerPage } from '../operations/customerPage'
import { customersCsv } from '../operations/customersCsv'

const listQuery = z.object({
  q: z.string().max(100, 'search for at most 100 characters').default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase() || 'customers'

/** GET /api/admin/customers (?q= search, ?page=) and /api/admin/customers/export (staff). */
export const customerEndpoints = [
  defineEndpoint({
    path: '/admin/customers',
    method: 'get',
    auth: 'staff',
    schema: listQuery,
    run: async ({ req, data: { q, page } }) => ({
      ok: true,
      body: await customerPage(req, { query: q, page }),
    }),
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
