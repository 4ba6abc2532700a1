import type { z } from 'zod'

import { commonErrors, readBoundedJson } from '@server-kit'

export const json = (body: unknown, status = 200) => Response.json(body, { status })

export const errorResponse = (status: number, message: string, field?: string) =>
  json(
    { message, ...(field ? { field } : {}), errors: [{ message, ...(field ? { field } : {}) }] },
    status,
  )

/** 400 naming the first offending field: "Validation error: email: Invalid email address" (the wizard keys on 'Validation error'). */
export function zodError(error: z.ZodError) {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || undefined
  const message = `Validation error: ${field ? `${field}: ` : ''}${issue?.message ?? 'invalid request'}`
  return errorResponse(400, message, field)
}

/** Parses a JSON body without throwing, size and depth bounded: bad JSON is the client's mistake. */
export async function readJson(
  req: Parameters<typeof readBoundedJson>[0],
): Promise<{ ok: true; data: unknown } | { ok: false; response: Response }> {
  const body = await readBoundedJson(req)
  if (body.ok) return body
  const { status, message } = commonErrors[body.code]
  return { ok: false, response: json({ code: body.code, message, errors: [{ message }] }, status) }
}

/** Reads and validates a JSON body: the parsed data, or the 400 to answer with. */
export async function parseBody<T extends z.ZodType>(
  req: Parameters<typeof readBoundedJson>[0],
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  const body = await readJson(req)
  if (!body.ok) return body
  const parsed = schema.safeParse(body.data)
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: zodError(parsed.error) }
}
