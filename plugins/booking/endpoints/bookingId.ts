import { parseId, type Failure } from '@server-kit'

/** The :id route parameter as an id a row can have; anything else is a booking that isn't there. */
export function bookingId(params: Record<string, string>): number | Failure<'not_found'> {
  return parseId(params.id) ?? { ok: false, code: 'not_found' }
}
