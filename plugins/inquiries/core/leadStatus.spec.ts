import { describe, expect, it } from 'vitest'

import { leadChange } from './leadStatus'

const now = new Date('2027-02-01T15:00:00Z')

describe('leadChange', () => {
  it('refuses lost without a reason', () => {
    expect(leadChange({ status: 'quoted' }, { status: 'lost' }, 'Sam', now)).toMatchObject({
      ok: false,
      field: 'lostReason',
    })
  })

  it('records a status change with its reason, and a note', () => {
    const r = leadChange(
      { status: 'quoted' },
      { status: 'lost', lostReason: 'date_taken', staffNote: ' Booked elsewhere ' },
      'Sam',
      now,
    )
    expect(r).toEqual({
      ok: true,
      entries: [
        { at: now.toISOString(), by: 'Sam', action: 'Quoted → Lost', note: 'Reason: Date taken' },
        { at: now.toISOString(), by: 'Sam', action: 'Note', note: 'Booked elsewhere' },
      ],
    })
  })

  it('records nothing when nothing changed', () => {
    expect(leadChange({ status: 'new' }, { status: 'new' }, 'Sam', now)).toEqual({
      ok: true,
      entries: [],
    })
  })
})
