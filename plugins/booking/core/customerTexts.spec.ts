import { describe, expect, it } from 'vitest'

import { balanceNoticeText, detailsRequestText, instalmentNoticeText } from './customerTexts'

describe('customer texts', () => {
  it('say what is needed in one segment, without a link, with how to opt out', () => {
    const business = 'Winnipeg Photo Booth Co.'
    const texts = [
      detailsRequestText(business),
      balanceNoticeText(business, '$224.25', 'Friday, June 4, 2027'),
      instalmentNoticeText(business, '$1,224.25', 'Wednesday, September 29, 2027', true),
      instalmentNoticeText(business, '$1,224.25', 'Wednesday, September 29, 2027', false),
    ]
    for (const t of texts) {
      expect(t.length).toBeLessThanOrEqual(160)
      expect(t).not.toMatch(/https?:/)
      expect(t).toMatch(/Reply STOP to opt out\.$/)
    }
    expect(texts[1]).toBe(
      'Winnipeg Photo Booth Co.: your balance of $224.25 is due Friday, June 4, 2027. You can pay it from your booking email. Reply STOP to opt out.',
    )
    expect(texts[2]).toBe(
      'Winnipeg Photo Booth Co.: $1,224.25 will be charged to your card on file on Wednesday, September 29, 2027. Details in your booking email. Reply STOP to opt out.',
    )
  })
})
