import { describe, expect, it } from 'vitest'

import { DOCUMENT_NUMBER_PATTERN, formatDocumentNumber } from './documentNumber'

describe('formatDocumentNumber', () => {
  it('prefixes the kind, then the year, then the sequence in five digits', () => {
    expect(formatDocumentNumber('receipt', 2027, 12)).toBe('R-2027-00012')
    expect(formatDocumentNumber('credit_note', 2026, 1)).toBe('C-2026-00001')
    expect(formatDocumentNumber('invoice', 2027, 123_456)).toBe('I-2027-123456')
  })

  it('refuses a sequence that is not a positive whole number', () => {
    expect(() => formatDocumentNumber('receipt', 2027, 0)).toThrow(RangeError)
    expect(() => formatDocumentNumber('receipt', 2027, 1.5)).toThrow(RangeError)
  })

  it('recognises only well-formed numbers', () => {
    expect(DOCUMENT_NUMBER_PATTERN.test('R-2027-00012')).toBe(true)
    expect(DOCUMENT_NUMBER_PATTERN.test('X-2027-00012')).toBe(false)
    expect(DOCUMENT_NUMBER_PATTERN.test("R-2027-1' OR 1=1")).toBe(false)
  })
})
