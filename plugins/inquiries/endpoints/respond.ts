import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { rateLimit } from '@server-kit'
import { errorResponse, json, readJson, zodError } from '@/lib/server/respond'
import { messages } from '../messages'

export { json }

/** One budget for every visitor form: 5 messages per 10 minutes per client. */
export const limitInquiries = (req: PayloadRequest, name = 'contact') =>
  rateLimit(req, name, { points: 5, durationSeconds: 600 })

/**
 * Rate limit, then parse the JSON body against `schema`. Bad JSON and bad fields are the
 * client's mistake (400), never ours.
 */
export async function parseRequest<S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
  limitName?: string,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const limited = await limitInquiries(req, limitName)
  if (limited) return { ok: false, response: limited }
  const read = await readJson(req)
  if (!read.ok && read.response.status !== 400) return read
  const body = read.ok ? read.data : undefined
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, response: errorResponse(400, messages.badJson) }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { ok: false, response: zodError(parsed.error) }
  return { ok: true, data: parsed.data }
}
