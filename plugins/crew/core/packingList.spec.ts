import { describe, expect, it } from 'vitest'

import { packingList } from './packingList'

describe('packingList', () => {
  const items = [
    { id: 1, name: 'Booth shell', packages: [4, { id: 3 }] },
    { id: 2, name: 'Prop box', addOns: [7] },
    { id: 3, name: 'Printer', packages: [3], addOns: [7] },
  ]
  it("lists the package's items and each add-on's, once each", () => {
    expect(packingList(items, 3, [7]).map((i) => i.name)).toEqual([
      'Booth shell',
      'Prop box',
      'Printer',
    ])
    expect(packingList(items, 4, []).map((i) => i.name)).toEqual(['Booth shell'])
    expect(packingList(items, null, [])).toEqual([])
  })
})
