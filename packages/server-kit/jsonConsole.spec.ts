import { describe, expect, it } from 'vitest'

import { jsonPinoOptions, logLine, warningLine } from './jsonConsole'
import { runWithRequestId } from './requestId'

describe('logLine', () => {
  it('is one JSON line with level, time, the request id and the formatted message', () => {
    const text = logLine('info', ['booked %d slots', 3], 'req-0001-abcd')
    expect(text.endsWith('\n')).toBe(true)
    expect(text.trim().includes('\n')).toBe(false)
    const line = JSON.parse(text)
    expect(line).toMatchObject({ level: 'info', requestId: 'req-0001-abcd', msg: 'booked 3 slots' })
    expect(new Date(line.time).toString()).not.toBe('Invalid Date')
  })

  it('carries an error as fields, its stack kept on one line', () => {
    const line = JSON.parse(
      logLine('error', ['failed:', new TypeError('bad\nthing')], 'req-0002-abcd'),
    )
    expect(line.msg).toBe('failed:')
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'bad\nthing' })
    expect(line.err.stack).toContain('TypeError')
  })

  it('takes the id of the request it runs in, and none outside one', () => {
    expect(JSON.parse(logLine('warn', ['outside'])).requestId).toBeUndefined()
    const inside = runWithRequestId('req-0003-abcd', () => logLine('warn', ['inside']))
    expect(JSON.parse(inside).requestId).toBe('req-0003-abcd')
  })

  it("adds the request's id to Payload's log lines too", () => {
    expect(jsonPinoOptions.mixin()).toEqual({})
    expect(runWithRequestId('req-0004-abcd', () => jsonPinoOptions.mixin())).toEqual({
      requestId: 'req-0004-abcd',
    })
  })

  it('words a process warning as a warn line, not an error', () => {
    const warning = Object.assign(new Error('-1 is a negative number.'), {
      name: 'TimeoutNegativeWarning',
    })
    const line = JSON.parse(warningLine(warning))
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'TimeoutNegativeWarning: -1 is a negative number.',
    })
    expect(line.err).toBeUndefined()
  })
})
