import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { isEmail } from '@kernel'
import { defineEndpoint } from '@server-kit'
import { eraseCustomer } from '../operations/eraseCustomer'
import { exportPersonalData } from '../operations/exportPersonalData'

const emailField = z.object({
  email: z.string().trim().max(254).refine(isEmail, 'Please enter a valid email address'),
})

const actorOf = (req: PayloadRequest) => {
  const u = req.user as { id?: number | string; email?: string; name?: string } | null
  return `${u?.name ?? 'user'} <${u?.email ?? '?'}> (#${u?.id ?? '?'})`
}

/** PIPEDA requests, answered from the admin: owner/admin accounts only, each logged. */
export const privacyRequestEndpoints = [
  defineEndpoint({
    path: '/privacy/export',
    method: 'post',
    auth: 'admin',
    schema: emailField,
    run: async ({ req, data }) => {
      const { zip, filename } = await exportPersonalData({
        req,
        email: data.email,
        actor: actorOf(req),
      })
      return new Response(Buffer.from(zip), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${filename}"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  defineEndpoint({
    path: '/privacy/erase',
    method: 'post',
    auth: 'admin',
    schema: emailField,
    run: async ({ req, data }) => ({
      ok: true,
      body: await eraseCustomer({ req, email: data.email, actor: actorOf(req) }),
    }),
  }),
]
