import { describe, expect, it } from 'vitest'

import { collectedCents, taxWorksheet } from './taxWorksheet'

describe('taxWorksheet', () => {
  it('subtracts the credit notes issued in the period from the tax collected', () => {
    const rows = [
      {
        kind: 'receipt',
        count: 3,
        amountCents: 62_376,
        netCents: 55_693,
        gstCents: 2_785,
        rstCents: 3_898,
      },
      {
        kind: 'credit_note',
        count: 1,
        amountCents: 5_606,
        netCents: 5_005,
        gstCents: 250,
        rstCents: 351,
      },
    ] as const
    expect(taxWorksheet([...rows])).toEqual({
      salesNetCents: 55_693,
      gstCents: 2_785,
      rstCents: 3_898,
      creditNetCents: 5_005,
      creditGstCents: 250,
      creditRstCents: 351,
      remitGstCents: 2_535,
      remitRstCents: 3_547,
      documents: 4,
    })
    expect(collectedCents([...rows])).toBe(56_770)
  })

  it('a period with only a credit note remits a negative amount (a refund of tax)', () => {
    const only = [
      {
        kind: 'credit_note' as const,
        count: 1,
        amountCents: 112,
        netCents: 100,
        gstCents: 5,
        rstCents: 7,
      },
    ]
    expect(taxWorksheet(only)).toMatchObject({ remitGstCents: -5, remitRstCents: -7, documents: 1 })
  })

  it('an empty period is all zeros', () => {
    expect(taxWorksheet([])).toMatchObject({ salesNetCents: 0, remitGstCents: 0, documents: 0 })
  })
})
