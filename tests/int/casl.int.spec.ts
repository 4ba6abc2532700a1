import { describe, expect, it } from 'vitest'

import { EMAIL_EVENTS } from '../../plugins/booking/email/emailEvents'
import { sendCartReminders } from '../../plugins/carts/operations/sendCartReminders'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { addMonthsToDateString } from '@kernel'
import { EMAIL_KINDS } from '../../plugins/privacy/core/emailKinds'
import { isUnsubscribed } from '../../plugins/privacy/operations/isUnsubscribed'
import { recordUnsubscribe } from '../../plugins/privacy/operations/recordUnsubscribe'
import { sendCommercialEmail } from '../../plugins/privacy/operations/sendCommercialEmail'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const settings = { idleMinutes: 60, maxReminders: 2 }
const unique = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example.com`
const mailsTo = (email: string) => readMails().filter((m) => m.to.includes(email))
const offer = {
  subject: 'Spring offer',
  text: 'Ten percent off.',
  html: '<html><body><div>Ten percent off.</div></body></html>',
}

async function abandonedCart(email: string, idleMs: number) {
  const payload = await testPayload()
  return payload.create({
    collection: 'carts',
    data: {
      sessionId: `s-${email}`,
      email,
      firstName: 'Ada',
      lastActivity: new Date(Date.now() - idleMs).toISOString(),
      totalCents: 29900,
    },
  })
}

const outboxRow = async (to: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to } },
    depth: 0,
  })
  return docs
}

describe('CASL: which emails are commercial', () => {
  it('classifies every email the site sends, booking events included', () => {
    const kinds = Object.keys(EMAIL_KINDS)
    for (const event of Object.keys(EMAIL_EVENTS)) expect(kinds).toContain(event)
    const others = ['owner_copy', 'cart_reminder', 'newsletter', 'newsletter_confirm', 'chat_reply']
    for (const k of [
      ...others,
      'inquiry_notification',
      'staff_alert',
      'test_email',
      'password_reset',
    ])
      expect(kinds).toContain(k)
    const commercial = Object.entries(EMAIL_KINDS)
      .filter(([, v]) => v.class === 'commercial')
      .map(([k]) => k)
    expect(commercial.sort()).toEqual(['cart_reminder', 'newsletter', 'thank_you'])
  })
})

describe('CASL: consent, identity and unsubscribe', () => {
  it('sends no commercial email without consent: a stranger, or a cart idle past six months', async () => {
    const stranger = unique('stranger')
    const req = await localReq()
    const result = await sendCommercialEmail({ req, kind: 'newsletter', to: stranger, mail: offer })
    expect(result).toEqual({ ok: false, code: 'no_consent' })
    const old = unique('old-cart')
    await abandonedCart(old, 200 * DAY)
    await sendCartReminders({ req: await localReq(), now: new Date(), settings })
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(stranger)).toHaveLength(0)
    expect(mailsTo(old)).toHaveLength(0)
    expect(await outboxRow(old)).toHaveLength(0)
  })

  it('a cart reminder carries the mailing address, a visible unsubscribe and both RFC 8058 headers; the Outbox shows them redacted', async () => {
    const email = unique('reminded')
    await abandonedCart(email, 2 * HOUR)
    await sendCartReminders({ req: await localReq(), now: new Date(), settings })
    const mail = await waitForMail(email, /waiting/)
    expect(mail.text).toContain(
      'Sent by Winnipeg Photo Booth Co. Ltd., 100 Main Street, Winnipeg, MB R3C 1A1.',
    )
    expect(mail.text).toMatch(/Phone .+, email .+@/)
    expect(mail.text).toMatch(
      /Unsubscribe from reminders about an unfinished booking: http\S+\/api\/unsubscribe\?/,
    )
    expect(mail.html).toContain('Unsubscribe from reminders about an unfinished booking</a>')
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http\S+\/api\/unsubscribe\?email=\S+&list=cart_reminders&token=\S+>$/,
    )
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const [row] = await outboxRow(email)
    expect(row.kind).toBe('cart_reminder')
    expect(row.headers).toMatch(/^List-Unsubscribe: <http\S+token=\[redacted\]>$/m)
    expect(row.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(row.text).not.toMatch(/token=(?!\[redacted\])/)
  })

  it('honours a one-click POST at once with no session; GET only asks; a forged token is refused', async () => {
    const email = unique('oneclick')
    await abandonedCart(email, 2 * HOUR)
    await sendCartReminders({ req: await localReq(), now: new Date(), settings })
    const mail = await waitForMail(email, /waiting/)
    const url = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1]
    const forged = await fetch(url.replace(/token=[^&]+/, 'token=forgedforgedforged'), {
      method: 'POST',
    })
    expect(forged.status).toBe(400)
    const asked = await fetch(url)
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain('Unsubscribe from reminders about an unfinished booking')
    const req = await localReq()
    const stillOn = await sendCommercialEmail({
      req,
      kind: 'cart_reminder',
      to: email,
      mail: offer,
    })
    expect(stillOn.ok).toBe(true) // the GET changed nothing
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'unsubscribes',
      where: { email: { equals: email } },
    })
    expect(docs.map((d) => [d.list, d.method])).toEqual([['cart_reminders', 'one_click']])
    const after = await sendCommercialEmail({ req, kind: 'cart_reminder', to: email, mail: offer })
    expect(after).toEqual({ ok: false, code: 'unsubscribed' })
    // Per kind: review requests (marketing) still go; 'all' stops them too.
    expect((await sendCommercialEmail({ req, kind: 'thank_you', to: email, mail: offer })).ok).toBe(
      true,
    )
    const all = await fetch(url.replace('list=cart_reminders', 'list=all'), { method: 'POST' })
    expect(all.status).toBe(200)
    expect(await sendCommercialEmail({ req, kind: 'thank_you', to: email, mail: offer })).toEqual({
      ok: false,
      code: 'unsubscribed',
    })
  })

  it('newsletter: double opt-in records the wording, time and source; nothing commercial before', async () => {
    const email = unique('reader')
    const res = await fetch(`${mainApp()}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(res.status).toBe(200)
    const confirm = await waitForMail(email, /Confirm your subscription/)
    const link = /(http\S+\/api\/newsletter\/confirm\?\S+)/.exec(confirm.text)![1]
    const req = await localReq()
    expect(await sendCommercialEmail({ req, kind: 'newsletter', to: email, mail: offer })).toEqual({
      ok: false,
      code: 'no_consent',
    })
    expect((await fetch(link)).status).toBe(200) // asks; a mail scanner's GET confirms nothing
    expect(
      (await fetch(link.replace(/token=[^&]+/, 'token=forgedforgedforged'), { method: 'POST' }))
        .status,
    ).toBe(400)
    const before = Date.now()
    const yes = await fetch(link, { method: 'POST' })
    expect(await yes.text()).toContain('Subscribed')
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'consents',
      where: { email: { equals: email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].wording).toMatch(/photo booth ideas, news and offers/)
    expect(docs[0].source).toBe('newsletter (blog)')
    expect(new Date(docs[0].confirmedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const sent = await sendCommercialEmail({ req, kind: 'newsletter', to: email, mail: offer })
    expect(sent).toMatchObject({ ok: true, consent: { basis: 'express', until: null } })
    const news = await waitForMail(email, /Spring offer/)
    expect(news.headers['list-unsubscribe']).toContain('list=newsletter')
  })

  it('confirming the newsletter after "stop every marketing email" lets the newsletter through, and only it', async () => {
    const email = unique('returner')
    const subscribe = await fetch(`${mainApp()}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(subscribe.status).toBe(200)
    const confirm = await waitForMail(email, /Confirm your subscription/)
    const link = /(http\S+\/api\/newsletter\/confirm\?\S+)/.exec(confirm.text)![1]
    const req = await localReq()
    await recordUnsubscribe({ req, email, scope: 'all', method: 'link' })
    expect(await (await fetch(link, { method: 'POST' })).text()).toContain('Subscribed')
    const sent = await sendCommercialEmail({ req, kind: 'newsletter', to: email, mail: offer })
    expect(sent).toMatchObject({ ok: true })
    // The other lists stay stopped, as the person chose.
    expect(await isUnsubscribed(req, email, 'marketing')).toBe(true)
    expect(await isUnsubscribed(req, email, 'cart_reminders')).toBe(true)
    expect(await isUnsubscribed(req, email, 'newsletter')).toBe(false)
  })

  it('an address whose mail server refuses the confirmation gets a 422 that says so, and no pending consent', async () => {
    const email = unique('bounce-reader')
    const res = await fetch(`${mainApp()}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    const body = await res.json()
    expect([res.status, body.code, body.field]).toEqual([422, 'email_undeliverable', 'email'])
    expect(body.message).toMatch(/refused our email/)
    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'consents',
      where: { email: { equals: email.toLowerCase() } },
    })
    expect(totalDocs).toBe(0)
    // The Outbox shows it failed at once (a refused address is not retried for a day).
    const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: email } } })
    expect(docs.map((d) => [d.status, d.attempts])).toEqual([['failed', 1]])
  })

  it('implied consent from an inquiry ends on its six-month anniversary (Winnipeg date)', async () => {
    const email = unique('asker')
    const payload = await testPayload()
    await payload.create({
      collection: 'inquiries',
      data: {
        kind: 'contact',
        status: 'new',
        name: 'Ann Asker',
        email,
        message: 'Are you free in June?',
      },
    })
    const req = await localReq()
    // Noon in Winnipeg on a given date (UTC-5 from November 2026, UTC-6 before).
    const noon = (day: string) => new Date(`${day}T18:00:00Z`)
    const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
    const anniversary = addMonthsToDateString(today, 6)
    const dayBefore = new Date(noon(anniversary).getTime() - DAY)
    const inside = await sendCommercialEmail({
      req,
      kind: 'thank_you',
      to: email,
      mail: offer,
      now: dayBefore,
    })
    expect(inside).toMatchObject({ ok: true, consent: { basis: 'inquiry', until: anniversary } })
    const outside = await sendCommercialEmail({
      req,
      kind: 'thank_you',
      to: email,
      mail: offer,
      now: noon(anniversary),
    })
    expect(outside).toEqual({ ok: false, code: 'no_consent' })
  })
})
