import { describe, expect, it } from 'vitest'

import type { QuoteResponse } from '@booking/contract'
import { chatVisitor } from '../helpers/chat'
import { baseURL, staffAuth, testPayload } from '../helpers/payload'
import { dateInDays } from '../helpers/testData'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('chat.int')

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })

/** The next June 12 at least 8 days away, as the assistant reads "June 12". */
function nextJune12() {
  const today = dateInDays(0)
  const year = Number(today.slice(0, 4))
  return today <= `${year}-06-12` ? `${year}-06-12` : `${year + 1}-06-12`
}

async function serverQuote(body: Record<string, unknown>) {
  const res = await fetch(`${baseURL()}/api/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.76.0.1' },
    body: JSON.stringify({ paymentType: 'deposit', ...body }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as QuoteResponse
}

describe('chat assistant: the fixed questions', () => {
  const visitor = chatVisitor()
  it.each([
    ['What are your hours?', [/8:00 AM/, /10:00 PM/]],
    ['How much is the deposit?', [/25%/]],
    ['How much notice do you need to book?', [/7 days/]],
    ['What is the travel fee to Steinbach?', [/Steinbach/, /\$50\.00/]],
    ['How long does a custom backdrop take?', [/3-week|21 days/]],
    ['How much is Digital Lite?', [/\$199\.00/, /90 minutes/]],
    ['How much is Digital Plus?', [/\$299\.00/, /2\.5 hours/]],
    ['What does the Classic package cost?', [/\$399\.00/, /2\.5 hours/]],
    ['How much is Ultimate and how long is it?', [/\$499\.00/, /4 hours/]],
    ['What is your phone number?', [/\(204\) 555-0142/]],
    ['What is your email address?', [/hello@example\.com/]],
    ['Do you serve Gimli?', [/Gimli/]],
    ['Are props included?', [/props/i]],
    ['How much space does the booth need?', [/8 ft x 8 ft/]],
    ['What is your cancellation policy?', [/75%/]],
    ['What add-ons do you offer?', [/Extra Time/, /Custom Backdrop/]],
    ['What backdrops do you have?', [/Champagne Sequin/]],
  ])('%s', async (question, facts) => {
    const { response, kind } = await visitor.ask(question, false)
    expect(kind).toBe('facts')
    for (const fact of facts) expect(response).toMatch(fact)
  })

  it.each(['Do you offer drone videography?', 'Can you cater food for 200 guests?'])(
    'admits it does not know and offers phone, email and a staff reply: %s',
    async (question) => {
      const { response, kind } = await visitor.ask(question, false)
      expect(kind).toBe('unknown')
      expect(response).toContain('(204) 555-0142')
      expect(response).toContain('hello@example.com')
      expect(response).toMatch(/team .* reply/)
    },
  )
})

describe('chat assistant: quotes equal /api/quote to the cent', () => {
  const visitor = chatVisitor()
  const far = ownDays.date(0)
  const cases = [
    {
      question: 'How much is Classic with 2 extra hours in Selkirk on June 12?',
      quote: {
        packageId: 3,
        eventDate: nextJune12(),
        eventTime: '18:00',
        selectedAddOns: [1],
        addOnQuantities: '{"1":2}',
        address: 'Selkirk, MB',
      },
      link: '/booking?package=3',
    },
    {
      question: `What would Ultimate with two booths cost in Winnipeg on ${longDate(far)} at 2pm?`,
      quote: {
        packageId: 4,
        eventDate: far,
        eventTime: '14:00',
        selectedAddOns: [2],
        address: 'Winnipeg, MB',
      },
      link: '/booking?package=4',
    },
    {
      question: `Price for Digital Lite with 1 extra hour in Steinbach on ${far} at 7:30 pm?`,
      quote: {
        packageId: 1,
        eventDate: far,
        eventTime: '19:30',
        selectedAddOns: [1],
        addOnQuantities: '{"1":2}',
        address: 'Steinbach, MB',
      },
      link: '/booking?package=1',
    },
  ]
  it.each(cases)('$question', async ({ question, quote, link }) => {
    const server = await serverQuote(quote)
    const { response, kind } = await visitor.ask(question, false)
    expect(kind).toBe('quote')
    expect(response).toContain(`Total ${server.totalAmount.text}`)
    expect(response).toContain(`deposit of ${server.depositAmount.text}`)
    expect(response).toMatch(/booth is free|both booths are free/)
    expect(response).toContain(link)
  })
})

describe('chat sessions: privacy, validation, staff replies', () => {
  it('a visitor reads only their own session; a guessed id or another token reads nothing', async () => {
    const a = chatVisitor()
    const b = chatVisitor()
    await a.start('Alex A', 'alex@test.example.com')
    await b.start('Blair B', 'blair@test.example.com')
    expect((await a.send('Secret plans for my wedding')).status).toBe(201)
    const own = await a.read()
    expect(own.status).toBe(200)
    expect((await own.json()).messages.map((m: { text: string }) => m.text)).toEqual([
      'Secret plans for my wedding',
    ])
    for (const res of [
      await b.read(a.state.sessionId, b.state.token),
      await b.read(a.state.sessionId, ''),
      await b.call('POST', '/chat/send-message', { sessionId: a.state.sessionId, message: 'hi' }),
      await b.call('PUT', `/chat/session/${a.state.sessionId}`, {
        customerName: 'Evil',
        customerEmail: 'e@x.com',
      }),
    ]) {
      expect(res.status).toBe(404)
      expect(JSON.stringify(await res.json())).not.toContain('Secret')
    }
    // The raw collections are staff-only, and the token is stored only as a hash.
    expect((await fetch(`${baseURL()}/api/chat-sessions`)).status).toBe(403)
    expect((await fetch(`${baseURL()}/api/chat-messages`)).status).toBe(403)
    const payload = await testPayload()
    const row = await payload.find({
      collection: 'chat-sessions',
      where: { sessionId: { equals: a.state.sessionId } },
    })
    expect(JSON.stringify(row.docs[0])).not.toContain(a.state.token)
  })

  it('validates the contact form and message bounds with the spec messages', async () => {
    const v = chatVisitor()
    const bad = async (body: unknown, path = '/chat/start-session') => {
      const res = await v.call('POST', path, body)
      expect(res.status).toBe(400)
      return (await res.json()).message as string
    }
    expect(await bad({ customerName: 'A', customerEmail: 'a@test.example.com' })).toContain(
      'Name must be at least 2 characters',
    )
    expect(await bad({ customerName: 'Al', customerEmail: 'not-an-email' })).toContain(
      'Please enter a valid email address',
    )
    await v.start()
    expect(
      await bad({ sessionId: v.state.sessionId, message: '   ' }, '/chat/send-message'),
    ).toContain('Message cannot be empty')
    expect(
      await bad({ sessionId: v.state.sessionId, message: 'x'.repeat(1001) }, '/chat/send-message'),
    ).toContain('at most 1000')
  })

  it('contact info given later updates the session', async () => {
    const v = chatVisitor()
    const res = await v.call('POST', '/chat/start-session', {})
    Object.assign(v.state, await res.json())
    const staff = await staffAuth()
    const find = async () =>
      (
        (
          await (
            await fetch(`${baseURL()}/api/admin/chat-sessions`, { headers: staff.headers })
          ).json()
        ).sessions as {
          sessionId: string
          customerName: string
          customerEmail: string
        }[]
      ).find((s) => s.sessionId === v.state.sessionId)
    expect(await find()).toMatchObject({ customerName: 'Anonymous', customerEmail: 'Not provided' })
    const put = await v.call('PUT', `/chat/session/${v.state.sessionId}`, {
      customerName: 'Casey',
      customerEmail: 'casey@test.example.com',
    })
    expect(put.status).toBe(200)
    expect(await find()).toMatchObject({
      customerName: 'Casey',
      customerEmail: 'casey@test.example.com',
    })
  })

  it('staff see unread chats, read and answer them; the assistant then stays quiet unless asked', async () => {
    const v = chatVisitor()
    await v.start('Dana Staffcheck', 'dana@test.example.com')
    await v.send('Do you do corporate events?')
    expect((await fetch(`${baseURL()}/api/admin/chat-sessions`)).status).toBe(401)
    const staff = await staffAuth()
    const admin = (path: string, init?: RequestInit) =>
      fetch(`${baseURL()}/api${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', ...staff.headers },
      })
    const listed = (await (await admin('/admin/chat-sessions')).json()).sessions.find(
      (s: { sessionId: string }) => s.sessionId === v.state.sessionId,
    )
    expect(listed).toMatchObject({ unreadCount: 1, lastMessage: 'Do you do corporate events?' })
    expect(listed.bookingsHref).toContain('dana%40test.example.com')
    const opened = await admin(`/admin/chat-messages?sessionId=${v.state.sessionId}`)
    expect((await opened.json()).messages).toHaveLength(1)
    const after = (await (await admin('/admin/chat-sessions')).json()).sessions.find(
      (s: { sessionId: string }) => s.sessionId === v.state.sessionId,
    )
    expect(after.unreadCount).toBe(0)
    const reply = await admin('/admin/send-message', {
      method: 'POST',
      body: JSON.stringify({
        sessionId: v.state.sessionId,
        message: 'Yes! Staff here, happy to help.',
      }),
    })
    expect(reply.status).toBe(201)
    const visitorView = await (await v.read()).json()
    expect(visitorView.messages.at(-1)).toMatchObject({
      sender: 'staff',
      text: 'Yes! Staff here, happy to help.',
    })
    expect((await v.ask('Great, what about Saturdays?')).response).toBeNull()
    expect((await v.ask('Assistant, what are your hours?')).response).toMatch(/8:00 AM/)
    expect(
      (
        await admin('/admin/send-message', {
          method: 'POST',
          body: JSON.stringify({ sessionId: 'cnope', message: 'x' }),
        })
      ).status,
    ).toBe(404)
  })

  it('rate limits session starts per client', async () => {
    const v = chatVisitor()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await v.call('POST', '/chat/start-session', {})).status)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Another client is unaffected.
    expect((await chatVisitor().call('POST', '/chat/start-session', {})).status).toBe(201)
  })

  it('re-indexes when staff edit the content', async () => {
    const payload = await testPayload()
    const v = chatVisitor()
    const faq = await payload.create({
      collection: 'faqs',
      data: {
        question: 'Do you bring a red carpet?',
        answer: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: null,
                format: '',
                indent: 0,
                children: [
                  {
                    type: 'text',
                    version: 1,
                    text: 'Yes, a velvet rope and red carpet set is free on request.',
                    format: 0,
                    detail: 0,
                    mode: 'normal',
                    style: '',
                  },
                ],
              },
            ],
          },
        },
        order: 99,
      },
      context: { disableRevalidate: true },
    })
    try {
      expect((await v.ask('Do you bring a red carpet?', false)).response).toContain('velvet rope')
    } finally {
      await payload.delete({ collection: 'faqs', id: faq.id, context: { disableRevalidate: true } })
    }
    expect((await v.ask('Do you bring a red carpet?', false)).kind).toBe('unknown')
  })
})
