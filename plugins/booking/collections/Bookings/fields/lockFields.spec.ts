import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { lockFields } from './lockFields'

const access = (f: Field) => (f as { access?: { update?: () => boolean } }).access

describe('lockFields', () => {
  const fields: Field[] = [
    { name: 'status', type: 'text' },
    { name: 'notes', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'totalCents', type: 'number' },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      type: 'collapsible',
      label: 'x',
      fields: [{ name: 'timeline', type: 'group', fields: [{ name: 'start', type: 'date' }] }],
    },
  ]
  const locked = lockFields(fields, new Set(['status', 'totalCents', 'timeline']))

  it('makes the named fields unwritable and read-only, however deeply nested', () => {
    expect(access(locked[0]!)?.update?.()).toBe(false)
    const row = locked[2] as { fields: Field[] }
    expect(access(row.fields[0]!)?.update?.()).toBe(false)
    expect((row.fields[0] as { admin?: { readOnly?: boolean } }).admin?.readOnly).toBe(true)
    const group = (locked[3] as { fields: Field[] }).fields[0]!
    expect(access(group)?.update?.()).toBe(false)
  })

  it("skips Payload's per-field validation for them and the fields inside (operations validate what they write)", () => {
    const validate = (f: Field) => (f as { validate?: unknown }).validate
    expect(validate(locked[0]!)).toBe(false)
    const group = (locked[3] as { fields: Field[] }).fields[0]!
    expect(validate(group)).toBe(false)
    expect(validate((group as { fields: Field[] }).fields[0]!)).toBe(false)
    expect(validate(locked[1]!)).toBeUndefined()
  })

  it('leaves every other field editable', () => {
    expect(access(locked[1]!)).toBeUndefined()
    expect(access((locked[2] as { fields: Field[] }).fields[1]!)).toBeUndefined()
  })
})
