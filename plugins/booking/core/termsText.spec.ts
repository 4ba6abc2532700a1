import { describe, expect, it } from 'vitest'

import { termsText } from './termsText'

const p = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('termsText', () => {
  it('joins paragraphs and list items as plain text', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          p('Deposit is 25%.  '),
          { type: 'list', children: [{ type: 'listitem', children: [{ text: 'No refunds' }] }] },
          p('Signed below.'),
        ],
      },
    }
    expect(termsText(content)).toBe('Deposit is 25%.\n\n• No refunds\n\nSigned below.')
  })

  it('reads nothing from empty content', () => {
    expect(termsText(null)).toBe('')
    expect(termsText({})).toBe('')
  })
})
