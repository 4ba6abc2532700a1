import { describe, expect, it } from 'vitest'

import { erasurePatterns } from './erasurePatterns'

const who = {
  email: 'ann.o@x.test',
  names: ['Ann O’Neil', 'Ann'],
  phones: ['+1 204 555 0199', ''],
  addresses: ['12 Main St', 'MB'],
}

// PostgreSQL's \m \M (word start and end) as JavaScript's \b, to check the patterns here.
const js = (p: string) => new RegExp(p.replace(/\\[mM]/g, '\\b'), 'gi')

describe('erasure patterns', () => {
  it('finds the address, full name, phone in any format and street address everywhere', () => {
    const { distinctive } = erasurePatterns(who)
    const text = 'Ann O’Neil <ANN.O@X.TEST> (204) 555-0199 at 12 Main St; Annual Ann'
    expect(text.replace(js(distinctive), '#')).toBe('# <#> (# at #; Annual Ann')
  })

  it('in the person’s own rows, single names too, as whole words only', () => {
    const { everything } = erasurePatterns(who)
    expect('Hi Ann, Annual: 2045550199'.replace(js(everything), '#')).toBe('Hi #, Annual: #')
  })

  it('never touches a look-alike: a longer address, name or number', () => {
    const { distinctive } = erasurePatterns(who)
    const text = 'joann.o@x.test, ann.o@x.testing, Joann O’Neill, 12045550199 9, 112 Main Street'
    expect(text.replace(js(distinctive), '#')).toBe(text)
  })
})
