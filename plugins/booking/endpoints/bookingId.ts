import type { Failure } from '@server-kit'

/** The :id route parameter as a positive whole number, or the 400 naming it. */
export function bookingId(params: Record<string, string>): number | Failure<'invalid_input'> {
  const id = Number(params.id)
  if (Number.isInteger(id) && id > 0) return id
  return {
    ok: false,
    code: 'invalid_input',
    field: 'id',
    message: 'Validation error: id: must be a positive whole number',
  }
}
