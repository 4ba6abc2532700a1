import { describe, expect, it } from 'vitest'

import { MANITOBA_PLACES } from '@booking/rules'
import { knowledgeDocs } from './knowledgeDocs'
import { knowledgeIndex } from './knowledgeIndex'
import { planReply, type ReplyPlan } from './planReply'
import { testContent } from './testContent'

const ctx = {
  index: knowledgeIndex(knowledgeDocs(testContent)),
  packages: testContent.packages,
  addOns: testContent.addOns,
  places: MANITOBA_PLACES,
  today: '2026-11-23',
}
const plan = (q: string) => planReply(q, ctx)
const answer = (q: string) => {
  const p: ReplyPlan = plan(q)
  if (p.kind !== 'facts') throw new Error(`${q} → ${p.kind}`)
  return p.answer
}

describe('planReply: facts from the CMS', () => {
  it.each([
    ['What are your hours?', /8:00 AM.*10:00 PM/],
    ['How much is the deposit?', /25%/],
    ['How much notice do you need to book?', /7 days/],
    ['What is the travel fee to Steinbach?', /Steinbach.*\$50\.00/],
    ['How long does a custom backdrop take?', /3-week|21 days/],
    ['How much is Digital Lite?', /Digital Lite: \$199\.00, 90 minutes/],
    ['How much is Digital Plus?', /Digital Plus: \$299\.00, 2\.5 hours/],
    ['What does the Classic package cost?', /Classic: \$399\.00, 2\.5 hours/],
    ['How long is Ultimate?', /Ultimate: \$499\.00, 4 hours/],
    ['What is your phone number?', /\(204\) 555-0142/],
    ['What is your email address?', /hello@example\.com/],
    ['Do you serve Gimli?', /Gimli/],
    ['Are props included?', /props/i],
    ['How much space does the booth need?', /8 ft x 8 ft|8x8|8 x 8/],
    ['What is your cancellation policy?', /75%/],
  ])('%s', (q, fact) => expect(answer(q)).toMatch(fact))
})

describe('planReply: quotes, hand-offs and what it does not know', () => {
  it('turns a price question with a package and a date into a quote request', () => {
    const p = plan('How much is Classic with 2 extra hours in Selkirk on June 12?')
    expect(p.kind).toBe('quote')
    if (p.kind !== 'quote') return
    expect(p.request.pkg.slug).toBe('classic')
    expect(p.request.eventDate).toBe('2027-06-12')
    expect(p.request.place?.name).toBe('Selkirk')
    expect(p.request.selections).toEqual([{ addOnId: 1, quantity: 2 }])
  })
  it('counts self-serve extra time in its own 30-minute blocks and spots two booths', () => {
    const lite = plan('Quote Digital Lite with 1 extra hour and two booths on 2027-08-08')
    expect(lite.kind === 'quote' && lite.request.selections).toEqual([
      { addOnId: 1, quantity: 2 },
      { addOnId: 2, quantity: 1 },
    ])
  })
  it('greets a greeting instead of claiming ignorance', () => {
    expect(plan('Hello!').kind).toBe('greeting')
    expect(plan('Do you do weddings?').kind).toBe('unknown')
  })
  it('prefers the fact about a town the question names', () => {
    expect(answer('Is there a travel fee to Niverville?')).toMatch(
      /Niverville: the travel fee is \$27\.50/,
    )
  })
  it('hands off to staff when a person is asked for', () => {
    expect(plan('Can I talk to a real person?').kind).toBe('staff')
  })
  it.each(['Do you offer drone videography?', 'Can you cater food for 200 guests?'])(
    'admits it does not know: %s',
    (q) => expect(plan(q).kind).toBe('unknown'),
  )
})

describe('planReply: dates and towns', () => {
  it.each([
    ['Is June 12, 2027 available?', { date: '2027-06-12', time: null, pkg: undefined }],
    [
      'Is the Ultimate available on June 12, 2027?',
      { date: '2027-06-12', time: null, pkg: 'ultimate' },
    ],
    [
      'Do you have Classic free on 2027-08-14 at 3pm?',
      { date: '2027-08-14', time: '15:00', pkg: 'classic' },
    ],
    [
      'Anything open on the 9th of July 2027 at 7:30 pm?',
      { date: '2027-07-09', time: '19:30', pkg: undefined },
    ],
  ])('a date without a price word asks for availability: %s', (q, want) => {
    const p = plan(q)
    expect(p.kind).toBe('availability')
    if (p.kind !== 'availability') return
    expect({ date: p.date, time: p.time, pkg: p.pkg?.slug }).toEqual(want)
  })
  it('a town outside the listed areas is measured; a listed one answers from its fact', () => {
    for (const q of ['Do you go to Thompson?', 'Can you come out to Brandon for a wedding?']) {
      const p = plan(q)
      expect(p.kind === 'place' && p.place.name).toBe(
        q.includes('Thompson') ? 'Thompson' : 'Brandon',
      )
    }
    expect(answer('Do you go to Gimli?')).toMatch(/Yes, we serve Gimli/)
  })
})
