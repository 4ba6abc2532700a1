import { describe, expect, it } from 'vitest'

import { distinctNames } from './distinctNames'

describe('distinctNames: the attendant picker tells people apart', () => {
  it('adds the email only to names that are shared', () => {
    expect(
      distinctNames([
        { id: 1, name: 'Crew 1', email: 'a@x.ca' },
        { id: 2, name: 'Crew 1', email: 'b@x.ca' },
        { id: 3, name: 'Sam', email: 's@x.ca' },
      ]),
    ).toEqual([
      { id: 1, name: 'Crew 1 (a@x.ca)' },
      { id: 2, name: 'Crew 1 (b@x.ca)' },
      { id: 3, name: 'Sam' },
    ])
  })
})
