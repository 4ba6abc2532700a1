import { describe, expect, it } from 'vitest'

import type { Booking } from '../types'
import { addendaOf, addendumFor, latestTerms } from './addenda'
import { agreedFacts } from './agreedTerms'

const signedFor = {
  id: 8,
  reference: 'PB-2026-00008',
  eventDate: '2027-10-09',
  eventTime: '18:00',
  address: '200 Main St, Selkirk, MB',
  totalCents: 49550,
  snapshot: { package: { name: 'Classic' }, lines: [{ label: 'Classic', amountCents: 49550 }] },
} as unknown as Booking
const agreement = { documentNumber: 'A-2026-00008', agreed: agreedFacts(signedFor) }
const now = new Date('2026-12-02T15:00:00Z')

describe('addendumFor: a change after signing (issue 49)', () => {
  it('none while what was agreed stands, or before anything was signed', () => {
    expect(addendumFor({ ...signedFor, agreement } as unknown as Booking, now)).toBeNull()
    expect(addendumFor({ ...signedFor, eventDate: '2027-10-16' } as Booking, now)).toBeNull()
  })

  it('numbers each after the agreement and compares with the terms before it', () => {
    const moved = { ...signedFor, eventDate: '2027-10-16', agreement } as unknown as Booking
    const first = addendumFor(moved, now)!
    expect(first.number).toBe('A-2026-00008-1')
    expect(first.changes).toEqual(['Date: Saturday, October 9, 2027 → Saturday, October 16, 2027'])
    expect(first.terms.eventDate).toBe('2027-10-16')
    expect([first.acceptedAt, first.acceptedName]).toEqual([null, null])
    const withFirst = {
      ...moved,
      totalCents: 51450,
      agreement: { ...agreement, addenda: [first] },
    } as unknown as Booking
    expect(latestTerms(withFirst)?.eventDate).toBe('2027-10-16')
    const second = addendumFor(withFirst, now)!
    expect(second.number).toBe('A-2026-00008-2')
    expect(second.changes).toEqual(['Total: $495.50 → $514.50'])
    expect(addendaOf(withFirst)).toHaveLength(1)
  })
})
