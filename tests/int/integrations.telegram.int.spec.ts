import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { systemStatus } from '../../src/lib/server/systemStatus'
import { readIntegrationState } from '../../plugins/integrations/operations/integrationState'
import { telegramConfig } from '../../plugins/integrations/operations/telegramConfig'
import { post, dateInDays } from '../helpers/booking'
import { chatVisitor } from '../helpers/chat'
import { telegramControl } from '../helpers/fakeTelegram'
import {
  integrationJobs,
  resetIntegrations,
  runDueIntegrationJobs,
  waitFor,
} from '../helpers/integrations'
import { baseURL, testPayload } from '../helpers/payload'
import { localReq } from '../helpers/payments'
import { phoneBooking, staffApi, type StaffApi } from '../helpers/staff'
import { alertOverdueBalances } from '../../plugins/booking/operations/notify/alertOverdueBalances'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('integrations.telegram.int')

const TOKEN = '123456789:AAtest-token-for-the-fake-bot_000'
const CHAT = '-1001234567'

const webhook = (text: string, secret: string, chatId: string | number = CHAT) =>
  fetch(`${baseURL()}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secret },
    body: JSON.stringify({
      update_id: 1,
      message: { message_id: 1, chat: { id: Number(chatId), type: 'group' }, text },
    }),
  })
const sentTexts = async () => (await telegramControl('state')).messages.map((m) => m.text)

describe('Telegram setup, alerts and /reply', () => {
  let admin: StaffApi
  beforeAll(async () => {
    await resetIntegrations()
    admin = await staffApi('admin')
  })
  afterAll(resetIntegrations)

  it('guards setup: 401 anonymous, 403 staff', async () => {
    const staff = await staffApi('staff')
    for (const path of ['/admin/telegram/connect', '/admin/telegram/status']) {
      const method = path.endsWith('connect') ? 'POST' : 'GET'
      expect((await fetch(`${baseURL()}/api${path}`, { method })).status).toBe(401)
      expect(
        (await fetch(`${baseURL()}/api${path}`, { method, headers: staff.headers })).status,
      ).toBe(403)
    }
  })

  it('tests before saving: a refused token or chat, or Telegram down, saves nothing', async () => {
    const refused = await admin.post('/admin/telegram/connect', {
      token: '123456789:AAbad-token-refused-by-telegram',
      chatId: CHAT,
    })
    expect([refused.status, (await refused.json()).code]).toEqual([400, 'telegram_rejected'])
    const noChat = await admin.post('/admin/telegram/connect', { token: TOKEN, chatId: '404' })
    expect(noChat.status).toBe(400)
    await telegramControl('set', { down: true })
    const down = await admin.post('/admin/telegram/connect', { token: TOKEN, chatId: CHAT })
    await telegramControl('set', { down: false })
    expect([down.status, (await down.json()).code]).toEqual([502, 'telegram_unreachable'])
    const malformed = await admin.post('/admin/telegram/connect', { token: 'nope', chatId: 'x' })
    expect(malformed.status).toBe(400)
    expect((await readIntegrationState(await testPayload())).telegramToken).toBeFalsy()
  })

  it('connects after a test message the server sends, and keeps the token sealed', async () => {
    const res = await admin.post('/admin/telegram/connect', { token: TOKEN, chatId: CHAT })
    expect([res.status, (await res.json()).success]).toEqual([200, true])
    const state = await telegramControl('state')
    expect(state.messages.at(-1)).toMatchObject({
      token: TOKEN,
      chat_id: CHAT,
      text: expect.stringContaining('connected'),
    })
    const stored = await readIntegrationState(await testPayload())
    expect(stored.telegramToken).not.toContain(TOKEN.split(':')[1])
    expect(await (await admin.get('/admin/telegram/status')).json()).toMatchObject({
      configured: true,
      chatId: CHAT,
    })
  })

  it('the webhook refuses a wrong secret', async () => {
    const res = await webhook('/reply x hello', 'wrong-secret-of-the-same-shape-000000000000000')
    expect([res.status, (await res.json()).code]).toEqual([401, 'bad_secret'])
    expect((await webhook('/help', '')).status).toBe(401)
  })

  it('/reply reaches the chat session; unknown sessions and commands get a helpful answer', async () => {
    const config = (await telegramConfig(await testPayload()))!
    const visitor = chatVisitor()
    await visitor.start('Tess Telegram', 'tess@test.example.com')
    // The new chat became a staff alert that tells how to answer.
    await waitFor(
      async () => (await sentTexts()).some((t) => t.includes(`/reply ${visitor.state.sessionId}`)),
      'the chat alert',
    )

    const res = await webhook(
      `/reply ${visitor.state.sessionId} Hi Tess, yes we have that date!`,
      config.webhookSecret!,
    )
    expect([res.status, (await res.json()).outcome]).toEqual([200, 'replied'])
    const { messages } = await (await visitor.read()).json()
    expect(messages.at(-1)).toMatchObject({
      sender: 'staff',
      text: 'Hi Tess, yes we have that date!',
    })
    expect((await sentTexts()).at(-1)).toBe(`Sent to chat ${visitor.state.sessionId}.`)

    await webhook('/reply no-such-session hello', config.webhookSecret!)
    expect((await sentTexts()).at(-1)).toMatch(/No chat session "no-such-session"/)
    await webhook('/refund 12', config.webhookSecret!)
    expect((await sentTexts()).at(-1)).toMatch(/^Unknown command \/refund/)
    const others = await webhook(
      `/reply ${visitor.state.sessionId} from a stranger`,
      config.webhookSecret!,
      '-999',
    )
    expect((await others.json()).outcome).toBe('ignored')
  })

  it('alerts staff of a confirmed booking, once of a balance past due, and of a refund', async () => {
    const deposit = { action: 'offline_payment', method: 'cash', amountCents: 7475, note: 'cash' }
    const b = await phoneBooking(
      admin,
      { eventDate: ownDays.date(0), eventTime: '09:00', paymentType: 'deposit' },
      deposit,
    )
    await waitFor(
      async () => (await sentTexts()).some((t) => t.startsWith(`✅ New booking ${b.reference}`)),
      'the booking alert',
    )
    const alert = (await sentTexts()).find((t) => t.includes(b.reference))!
    expect(alert).toContain(`/admin/collections/bookings/${b.id}`)
    const payload = await testPayload()
    await payload.update({
      collection: 'bookings',
      id: b.id,
      data: { balanceDueDate: dateInDays(-2) },
    })
    const req = await localReq()
    expect(await alertOverdueBalances({ req, now: new Date() })).toBeGreaterThanOrEqual(1)
    expect(await alertOverdueBalances({ req, now: new Date() })).toBe(0)
    await waitFor(
      async () => (await sentTexts()).some((t) => t.includes(`Balance overdue on ${b.reference}`)),
      'the overdue alert',
    )
    expect(
      (await sentTexts()).find((t) => t.includes(`Balance overdue on ${b.reference}`)),
    ).toContain('owes $224.25')
    // Cancelling refunds part of the deposit: staff hear of the refund too.
    expect((await admin.post(`/bookings/${b.id}/cancel`, {})).status).toBe(200)
    await waitFor(
      async () =>
        (await sentTexts()).some((t) => t.startsWith('↩️ Refund of $') && t.includes(b.reference)),
      'the refund alert',
    )
  })

  it('a Telegram outage loses no notification: queued, retried, delivered when it returns', async () => {
    await telegramControl('set', { down: true })
    const name = `Otto Outage ${Date.now()}`
    const res = await post('/contact', {
      name,
      email: 'otto@test.example.com',
      phone: '2045550123',
      message: 'Do you travel to Gimli?',
    })
    expect(res.ok).toBe(true) // the visitor's action never fails because of Telegram
    const failed = await waitFor(async () => {
      const job = (await integrationJobs('sendStaffAlert')).find((j) =>
        String((j.input as { text: string }).text).includes(name),
      )
      return job && !job.processing && (job.totalTried ?? 0) >= 1 ? job : null
    }, 'the failed delivery')
    expect([Boolean(failed.completedAt), failed.hasError]).toEqual([false, false])
    const status = (await systemStatus(await testPayload())).find((i) => i.name === 'Telegram')
    expect(status).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/waiting to be delivered/),
    })
    expect((await sentTexts()).some((t) => t.includes(name))).toBe(false)

    await telegramControl('set', { down: false })
    await runDueIntegrationJobs()
    expect((await sentTexts()).filter((t) => t.includes(name))).toHaveLength(1)
    const [done] = (await integrationJobs('sendStaffAlert')).filter((j) => j.id === failed.id)
    expect(done === undefined || Boolean(done.completedAt)).toBe(true) // completed jobs are deleted
  })
})
