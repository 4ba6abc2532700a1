import { describe, expect, it } from 'vitest'

import { rulesFor } from './fieldSpec'

const check = (field: Parameters<typeof rulesFor>[0], value: string) =>
  (rulesFor(field).validate as (v: string, all: Record<string, string>) => true | string)(value, {})

describe('rulesFor', () => {
  it('requires a non-blank value for required fields, with the label or a custom message', () => {
    expect(check({ name: 'name', label: 'Name', required: true }, '   ')).toBe('Name is required')
    expect(
      check(
        {
          name: 'message',
          label: 'Details',
          required: true,
          requiredMessage: 'Please tell us about your event',
        },
        '',
      ),
    ).toBe('Please tell us about your event')
    expect(check({ name: 'name', label: 'Name', required: true }, 'Ada')).toBe(true)
  })

  it('checks email fields only when filled, and leaves optional fields alone', () => {
    const email = { name: 'email', label: 'Email', type: 'email' as const }
    expect(check(email, 'ada@example')).toBe('Please enter a valid email address')
    expect(check(email, ' ada@example.com ')).toBe(true)
    expect(check(email, '')).toBe(true)
    expect(check({ name: 'message', label: 'Message' }, '')).toBe(true)
  })
})
