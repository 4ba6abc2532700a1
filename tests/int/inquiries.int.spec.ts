import { describe, expect, it } from 'vitest'

import { loadToday } from '../../plugins/booking/admin/today/loadToday'
import { waitForMail } from '../helpers/mailCapture'
import { baseURL, testPayload } from '../helpers/payload'
import { visitorIp as nextIp } from '../helpers/visitorIp'

const BUSINESS = 'hello@example.com' // SiteSettings.email from the seed
let visitor = 0

const send = (path: string, body: unknown, ip = nextIp()) =>
  fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const unique = (label: string) => `${label}-${Date.now()}-${++visitor}`

async function storedInquiry(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { email: { equals: email } },
    limit: 1,
  })
  return docs[0]
}

describe('POST /api/contact', () => {
  it('stores the message as a contact inquiry and emails the business', async () => {
    const name = unique('Casey')
    const email = `${name.toLowerCase()}@example.com`
    const res = await send('/contact', {
      name,
      email,
      phone: '204-555-0100',
      message: 'Do you have June 14 free?',
    })
    expect(res.status).toBe(201)
    const doc = await storedInquiry(email)
    expect(doc).toMatchObject({
      kind: 'contact',
      name,
      phone: '204-555-0100',
      message: 'Do you have June 14 free?',
      status: 'new',
    })
    const mail = await waitForMail(BUSINESS, new RegExp(`New contact message from ${name}`))
    expect(mail.text).toContain('Do you have June 14 free?')
    expect(mail.text).toContain(email)
  })

  it.each([
    [
      { email: 'a@example.com', phone: '1', message: 'x' },
      'Validation error: name: Name is required',
    ],
    [
      { name: 'A', email: 'not-an-email', phone: '1', message: 'x' },
      'Validation error: email: Please enter a valid email address',
    ],
    [
      { name: 'A', email: 'a@example.com', phone: '  ', message: 'x' },
      'Validation error: phone: Phone is required',
    ],
    [
      { name: 'A', email: 'a@example.com', phone: '1' },
      'Validation error: message: Message is required',
    ],
  ])('answers 400 naming the bad field (%j)', async (body, message) => {
    const res = await send('/contact', body)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe(message)
  })

  it('answers 400 to a body that is not JSON or not an object', async () => {
    for (const body of ['{"name": ', '[1,2]', 'null']) {
      const res = await send('/contact', body)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBe('Request body must be valid JSON.')
    }
  })

  it('answers 429 after 5 messages in 10 minutes from one client', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await send('/contact', { name: 'Rate', email: 'bad', phone: '1', message: 'x' }, ip))
          .status,
      )
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    // Another visitor is unaffected.
    expect(
      (await send('/contact', { name: 'Other', email: 'bad', phone: '1', message: 'x' })).status,
    ).toBe(400)
  })
})

describe('POST /api/contact/accommodation-request', () => {
  it('stores the requested slot as an accommodation inquiry; message is optional', async () => {
    const name = unique('Avery')
    const email = `${name.toLowerCase()}@example.com`
    const body = {
      name,
      email,
      phone: '2045550111',
      requestedDate: '2027-06-12',
      requestedTime: '18:00',
      packageName: 'Classic',
    }
    const res = await send('/contact/accommodation-request', body)
    expect(res.status).toBe(201)
    // Dates and times are kept as people read them (issue 29: never an ISO date for staff).
    expect(await storedInquiry(email)).toMatchObject({
      kind: 'accommodation',
      ...body,
      requestedDate: 'Saturday, June 12, 2027',
      requestedTime: '6:00 PM',
    })
    const mail = await waitForMail(BUSINESS, new RegExp(`Booking assistance request from ${name}`))
    expect(mail.text).toContain('Requested date: Saturday, June 12, 2027')
    expect(mail.text).toContain('Package: Classic')
  })

  it('requires a phone number', async () => {
    const res = await send('/contact/accommodation-request', { name: 'A', email: 'a@example.com' })
    expect(res.status).toBe(400)
    expect((await res.json()).field).toBe('phone')
  })
})

describe('POST /api/accommodation-request', () => {
  it('stores an outside-area request by default and a custom quote when asked', async () => {
    const name = unique('Jordan')
    const email = `${name.toLowerCase()}@example.com`
    expect(
      (await send('/accommodation-request', { name, email, message: 'Wedding in Brandon' })).status,
    ).toBe(201)
    expect(await storedInquiry(email)).toMatchObject({
      kind: 'outside_area',
      message: 'Wedding in Brandon',
    })
    await waitForMail(BUSINESS, new RegExp(`Outside service area request from ${name}`))

    const quoteName = unique('Riley')
    const quoteEmail = `${quoteName.toLowerCase()}@example.com`
    const quote = {
      name: quoteName,
      email: quoteEmail,
      phone: '2045550123',
      message: '400 guests, two days',
      kind: 'custom_quote',
    }
    expect((await send('/accommodation-request', quote)).status).toBe(201)
    expect(await storedInquiry(quoteEmail)).toMatchObject({
      kind: 'custom_quote',
      phone: '2045550123',
    })
    await waitForMail(BUSINESS, new RegExp(`Custom quote request from ${quoteName}`))
  })

  it('the wizard’s outside-area request: its event details, emailed and listed on Today', async () => {
    const name = unique('Morgan')
    const email = `${name.toLowerCase()}@example.com`
    const body = {
      name,
      email,
      phone: '(204) 555-0177',
      address: '12 Mystery Lake Rd, Thompson, MB',
      requestedDate: '2027-08-14',
      requestedTime: '15:00',
      packageName: 'Classic',
      message: 'Wedding for about 120 guests. Could you travel to us?',
      kind: 'outside_area',
    }
    expect((await send('/accommodation-request', body)).status).toBe(201)
    const stored = await storedInquiry(email)
    expect(stored).toMatchObject({
      kind: 'outside_area',
      status: 'new',
      address: '12 Mystery Lake Rd, Thompson, MB',
      requestedDate: 'Saturday, August 14, 2027',
      requestedTime: '3:00 PM',
      packageName: 'Classic',
    })
    const mail = await waitForMail(
      BUSINESS,
      new RegExp(`Outside service area request from ${name}`),
    )
    expect(mail.text).toContain('Event address: 12 Mystery Lake Rd, Thompson, MB')
    expect(mail.text).toContain('Requested date: Saturday, August 14, 2027')
    expect(mail.text).toContain('Requested time: 3:00 PM')
    expect(mail.text).toContain('Package: Classic')
    const today = await loadToday(await testPayload(), new Date())
    expect(today.inquiries.map((i) => i.id)).toContain(stored.id)
  })

  it('rejects a missing message and an unknown kind', async () => {
    const noMessage = await send('/accommodation-request', { name: 'A', email: 'a@example.com' })
    expect([noMessage.status, (await noMessage.json()).message]).toEqual([
      400,
      'Validation error: message: Message is required',
    ])
    const badKind = await send('/accommodation-request', {
      name: 'A',
      email: 'a@example.com',
      message: 'x',
      kind: 'contact',
    })
    expect(badKind.status).toBe(400)
    expect((await badKind.json()).field).toBe('kind')
  })
})

describe('POST /api/newsletter/subscribe', () => {
  it('stores the subscriber once, however often they sign up', async () => {
    const email = `${unique('reader')}@example.com`
    const first = await send('/newsletter/subscribe', { email: `  ${email.toUpperCase()} ` })
    expect(first.status).toBe(200)
    const again = await send('/newsletter/subscribe', { email })
    expect(again.status).toBe(200)
    // The same answer either way: the endpoint does not tell who is subscribed.
    expect(await again.json()).toEqual(await first.json())
    const payload = await testPayload()
    const { totalDocs, docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
    })
    expect(totalDocs).toBe(1)
    expect(docs[0]?.source).toBe('blog')
  })

  it('answers 400 to a bad email', async () => {
    const res = await send('/newsletter/subscribe', { email: 'nope' })
    expect([res.status, (await res.json()).message]).toEqual([
      400,
      'Validation error: email: Please enter a valid email address',
    ])
  })
})

describe('createInquiry', () => {
  it('keeps the inquiry when the email cannot be sent', async () => {
    const { createLocalReq } = await import('payload')
    const { createInquiry } = await import('../../plugins/inquiries/operations/createInquiry')
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    const original = payload.sendEmail
    payload.sendEmail = () => Promise.reject(new Error('SMTP down'))
    try {
      const email = `${unique('offline')}@example.com`
      const doc = await createInquiry({
        req,
        input: { kind: 'contact', name: 'Offline', email, phone: '1', message: 'still stored' },
      })
      expect(doc.id).toBeTruthy()
      expect(await storedInquiry(email)).toMatchObject({ message: 'still stored' })
    } finally {
      payload.sendEmail = original
    }
  })
})
