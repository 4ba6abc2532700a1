import type { z } from 'zod'

import type { Failure } from './errors'

/** 400 naming the first offending field: "Validation error: email: Invalid email address". */
export function validationFailure(error: z.ZodError): Failure<'invalid_input'> {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || undefined
  const message = `Validation error: ${field ? `${field}: ` : ''}${issue?.message ?? 'invalid request'}`
  return { ok: false, code: 'invalid_input', field, message }
}
