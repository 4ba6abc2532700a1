import { describe, expect, it } from 'vitest'

import { MANITOBA_PLACES } from '@booking/rules'
import { bookingLink, emptyMemory, rememberFrom, type ChatMemory } from './chatMemory'
import { knowledgeDocs } from './knowledgeDocs'
import { knowledgeIndex } from './knowledgeIndex'
import { planWithMemory } from './planWithMemory'
import { testContent } from './testContent'

const ctx = {
  packages: testContent.packages,
  addOns: testContent.addOns,
  places: MANITOBA_PLACES,
  today: '2026-11-26',
}

/** A conversation: each line is remembered, then planned with what came before. */
function talk(lines: string[]) {
  let memory: ChatMemory = emptyMemory
  return lines.map((line) => {
    const next = rememberFrom(line, memory, ctx)
    memory = next.memory
    return { memory, plan: planWithMemory(line, ctx, memory, next.learned) }
  })
}

describe('the chat remembers what the visitor said', () => {
  it('asks only for what is missing, then quotes with everything given across lines', () => {
    const [first, second] = talk([
      'Classic for our wedding in Selkirk?',
      'It is on June 12 2027 at 5pm, about 120 guests',
    ])
    expect(first.memory).toEqual({ ...emptyMemory, packageSlug: 'classic', place: 'Selkirk' })
    expect(first.plan).toMatchObject({ kind: 'facts' })
    const ask = first.plan?.kind === 'facts' ? first.plan.answer : ''
    expect(ask).toMatch(/^Classic: \$\d+\.\d\d for /)
    expect(ask).toContain(
      "Tell me the date and start time, and I'll quote the exact total in Selkirk",
    )
    expect(ask.split(/\s+/).length).toBeLessThan(35)
    expect(second.memory).toEqual({
      packageSlug: 'classic',
      place: 'Selkirk',
      eventDate: '2027-06-12',
      eventTime: '17:00',
      guests: 120,
    })
    expect(second.plan).toMatchObject({
      kind: 'quote',
      request: {
        pkg: { slug: 'classic' },
        eventDate: '2027-06-12',
        eventTime: '17:00',
        place: { name: 'Selkirk' },
      },
    })
  })

  it('a later line changes one fact and keeps the rest; a line about something else is its own', () => {
    const [, , moved, hours] = talk([
      'Ultimate on 2027-08-07',
      'in Gimli please',
      'actually make it August 14 2027',
      'What are your hours?',
    ])
    expect(moved.plan).toMatchObject({
      kind: 'quote',
      request: { pkg: { slug: 'ultimate' }, eventDate: '2027-08-14', place: { name: 'Gimli' } },
    })
    expect(hours.plan).toBeNull()
    expect(hours.memory.eventDate).toBe('2027-08-14')
  })

  it('a date alone asks about the booths; a request for a person is never answered from memory', () => {
    const [day, person] = talk(['Are you free June 5 2027 at 2pm?', 'Can I talk to a real person?'])
    expect(day.plan).toMatchObject({ kind: 'availability', date: '2027-06-05', time: '14:00' })
    expect(person.plan).toBeNull()
  })

  it('forgets a remembered date once it has passed', () => {
    const { memory } = rememberFrom('hi', { ...emptyMemory, eventDate: '2026-11-01' }, ctx)
    expect(memory.eventDate).toBeNull()
  })

  it('Book now carries the package, date, time, town, guests, name and email', () => {
    const memory = {
      packageSlug: 'classic',
      place: 'Selkirk',
      eventDate: '2027-06-12',
      eventTime: '17:00',
      guests: 120,
    }
    const href = bookingLink(memory, 3, { name: 'Ana Gómez', email: 'ana@example.net' })
    expect(href).toBe(
      '/booking?package=3&date=2027-06-12&time=17%3A00&town=Selkirk&guests=120&name=Ana+G%C3%B3mez&email=ana%40example.net',
    )
    expect(bookingLink(emptyMemory, null, { name: 'Anonymous', email: 'Not provided' })).toBe(
      '/booking',
    )
  })
})

describe('a new question after a quote is answered, not quoted again (issue 49)', () => {
  const withIndex = { ...ctx, index: knowledgeIndex(knowledgeDocs(testContent)) }
  function talkIndexed(lines: string[]) {
    let memory: ChatMemory = emptyMemory
    return lines.map((line) => {
      const next = rememberFrom(line, memory, withIndex)
      memory = next.memory
      return planWithMemory(line, withIndex, memory, next.learned)
    })
  }
  const quoted = ['Classic for our wedding in Selkirk?', 'It is on June 12 2027 at 5pm']

  it.each([
    'What are your hours and do you go to Gimli?',
    'How much notice do you need for a custom backdrop?',
  ])('"%s" after a quote is left to the question itself', (line) => {
    const plans = talkIndexed([...quoted, line])
    expect(plans[1]).toMatchObject({ kind: 'quote' })
    expect(plans[2]).toBeNull()
  })

  it.each([
    'What would it cost in Gimli instead?',
    'And at 7pm?',
    'How much would that be?',
    'How much is the Classic then?',
  ])('a follow-up "%s" still quotes with what is remembered', (line) => {
    expect(talkIndexed([...quoted, line])[2]).toMatchObject({ kind: 'quote' })
  })
})
