import { describe, expect, it } from 'vitest'

import { lexicalToText } from './lexicalToText'

const doc = {
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Travel in ' },
          { type: 'text', text: 'Winnipeg is free' },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        children: [
          { type: 'listitem', children: [{ type: 'text', text: 'Classic ($399)' }] },
          { type: 'listitem', children: [{ type: 'text', text: 'Ultimate ($499)' }] },
        ],
      },
    ],
  },
}

describe('lexicalToText', () => {
  it('joins text nodes per paragraph and bullets list items', () => {
    expect(lexicalToText(doc)).toBe(
      'Travel in Winnipeg is free.\n• Classic ($399)\n• Ultimate ($499)',
    )
  })
  it('passes strings through and reads nothing from junk', () => {
    expect(lexicalToText('plain')).toBe('plain')
    expect(lexicalToText(null)).toBe('')
    expect(lexicalToText({})).toBe('')
  })
})
