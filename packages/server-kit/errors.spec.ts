import { describe, expect, it } from 'vitest'

import { errorBody } from './errors'

describe('errorBody', () => {
  it('answers with the table status and message, and always carries the code', async () => {
    const table = { slot_taken: { status: 409, message: 'Gone.' } }
    const res = errorBody({ ok: false, code: 'slot_taken', field: 'eventTime' }, table)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      code: 'slot_taken',
      message: 'Gone.',
      field: 'eventTime',
      errors: [{ message: 'Gone.', field: 'eventTime' }],
    })
  })

  it('lets the operation word the message, adds extra fields and Retry-After', async () => {
    const res = errorBody({
      ok: false,
      code: 'rate_limited',
      message: 'Slow down.',
      retryAfterSeconds: 42,
      extra: { status: 'failed' },
    })
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('42')
    expect(await res.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Slow down.',
      status: 'failed',
    })
  })

  it('never lets extra fields replace the code or message', async () => {
    const res = errorBody({ ok: false, code: 'not_found', extra: { code: 'x', message: 'y' } })
    expect(await res.json()).toMatchObject({ code: 'not_found', message: 'Not found.' })
  })
})
