import { describe, expect, it } from 'vitest'

import { plainSms, smsSegments } from './smsText'

describe('smsSegments', () => {
  it('fits 160 plain characters in one segment and splits at 153 after that', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1)
    expect(smsSegments('a'.repeat(161))).toBe(2)
    expect(smsSegments('a'.repeat(306))).toBe(2)
    expect(smsSegments('a'.repeat(307))).toBe(3)
  })

  it('counts the extended characters twice and anything else as UCS-2 (70 a segment)', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1)
    expect(smsSegments('€'.repeat(81))).toBe(2)
    expect(smsSegments(`${'a'.repeat(70)}`)).toBe(1)
    expect(smsSegments(`${'a'.repeat(69)}📸`)).toBe(2)
  })

  it('makes typographic punctuation plain so a message stays in one segment', () => {
    const text = `Your attendant arrives at 3:30 PM – see you then! It’s “Booth 1”.`
    expect(plainSms(text)).toBe(`Your attendant arrives at 3:30 PM - see you then! It's "Booth 1".`)
    expect(smsSegments(plainSms(text + 'x'.repeat(90)))).toBe(1)
  })
})
