import { describe, expect, it } from 'vitest'

import { reopenedStatus } from './reopenLead'

describe('a lead whose customer asks for a new quote', () => {
  it('goes back to new unless it is won or new already', () => {
    expect(['contacted', 'quoted', 'lost'].map(reopenedStatus)).toEqual(['new', 'new', 'new'])
    expect([reopenedStatus('won'), reopenedStatus('new')]).toEqual([undefined, undefined])
  })
})
