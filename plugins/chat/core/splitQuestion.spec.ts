import { describe, expect, it } from 'vitest'

import { splitQuestion } from './splitQuestion'

describe('splitQuestion', () => {
  it.each([
    ['What are your hours and do you go to Gimli?', ['What are your hours', 'do you go to Gimli?']],
    ['What are your hours? Do you go to Gimli?', ['What are your hours?', 'Do you go to Gimli?']],
    ['How much is Classic, and is June 12 free?', ['How much is Classic', 'is June 12 free?']],
    ['Is Classic and Ultimate the same length?', ['Is Classic and Ultimate the same length?']],
    ['Can I get props and a backdrop?', ['Can I get props and a backdrop?']],
    [
      'How much is Classic in Selkirk on June 12, 2027?',
      ['How much is Classic in Selkirk on June 12, 2027?'],
    ],
    ['  ?  ', []],
  ])('%s', (text, parts) => expect(splitQuestion(text)).toEqual(parts))
})
