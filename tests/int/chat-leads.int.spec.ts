import { beforeAll, describe, expect, it } from 'vitest'

import { formatDateLong } from '@kernel'
import { dateInDays } from '../helpers/booking'
import { chatVisitor } from '../helpers/chat'
import { testPayload } from '../helpers/payload'
import { paidBooking } from '../helpers/selfService'
import { SG_DAYS } from '../helpers/signature'

const leadsOf = async (sessionId: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'chat-sessions',
    where: { sessionId: { equals: sessionId } },
    depth: 0,
  })
  const leads = await payload.find({
    collection: 'inquiries',
    where: { chatSession: { equals: docs[0]!.id } },
    depth: 0,
  })
  return leads.docs
}

describe('a chat handed to staff becomes a lead', () => {
  it('with an email: one new lead from the chat, quoting the conversation, even if asked twice', async () => {
    const email = `chat-lead-${Date.now()}@test.example.com`
    const visitor = chatVisitor()
    await visitor.start('Morgan Chat', email)
    await visitor.send('We are planning a wedding in Selkirk next summer.')
    expect((await visitor.ask('Can I talk to a real person please?')).kind).toBe('staff')
    expect((await visitor.ask('Hello? I would like to speak to someone.')).kind).toBe('staff')
    const leads = await leadsOf(visitor.state.sessionId)
    expect(leads).toHaveLength(1)
    const lead = leads[0]!
    expect([lead.kind, lead.status, lead.name, lead.email]).toEqual([
      'chat',
      'new',
      'Morgan Chat',
      email,
    ])
    expect(lead.message).toContain('We are planning a wedding in Selkirk next summer.')
    expect(lead.message).toContain('Can I talk to a real person please?')
    expect(lead.history?.map((h) => h.action)).toEqual(['From the chat'])
  })

  it('without an email: no lead', async () => {
    const visitor = chatVisitor()
    await visitor.start('Anonymous', 'Not provided')
    expect((await visitor.ask('I want to talk to a human')).kind).toBe('staff')
    expect(await leadsOf(visitor.state.sessionId)).toEqual([])
  })
})

/** The answer's "Join the waitlist …: <link>" as the wizard reads it. */
function waitlistLink(response: string | null) {
  const link = response?.match(/Join the waitlist .*?: (\/booking\S+)/)?.[1]
  expect(link, response ?? '').toBeDefined()
  const url = new URL(link!, 'http://site.test')
  expect(url.pathname).toBe('/booking')
  return url.searchParams
}

describe("the chat's availability answer offers the waitlist", () => {
  const DAY = dateInDays(SG_DAYS.chatFull)
  beforeAll(async () => {
    // Ultimate with Two Photo Booths at 2:00 PM takes both booths.
    await paidBooking({
      packageId: 4,
      eventDate: DAY,
      eventTime: '14:00',
      selectedAddOns: [2],
      addOnQuantities: '{"2":1}',
    })
  }, 60_000)

  it('both booths taken at the time asked: a link to the waitlist for that date and time', async () => {
    const visitor = chatVisitor()
    await visitor.start('Riley Wait', 'riley-wait@test.example.com')
    const spoken = formatDateLong(DAY, { weekday: false })
    const { response, kind } = await visitor.ask(`Is ${spoken} at 2 pm available?`)
    expect(kind).toBe('availability')
    expect(response).toContain('both booths are taken')
    expect(Object.fromEntries(waitlistLink(response))).toEqual({
      date: DAY,
      time: '14:00',
      waitlist: '1',
      name: 'Riley Wait',
      email: 'riley-wait@test.example.com',
    })
    // Naming a package in the same chat prices it (a quote): still taken, still the waitlist.
    const quoted = await visitor.ask('How much is the Classic then?')
    expect(quoted.kind).toBe('quote')
    expect(quoted.response).toContain('no booth is free then')
    expect(Object.fromEntries(waitlistLink(quoted.response))).toMatchObject({
      package: '3',
      date: DAY,
      time: '14:00',
      waitlist: '1',
    })
  })

  it('a free time gets no waitlist offer', async () => {
    const visitor = chatVisitor()
    const spoken = formatDateLong(DAY, { weekday: false })
    const { response } = await visitor.ask(`Is the Classic free on ${spoken} at 8 am?`, false)
    expect(response).toContain('Yes: a booth is free')
    expect(response).not.toContain('waitlist')
  })
})
