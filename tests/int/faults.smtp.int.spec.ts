import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { resendConfirmation } from '../../plugins/booking/operations/notify/resendConfirmation'
import { retryQueuedEmails } from '../../plugins/outbox/operations/retryQueuedEmails'
import { readMails, startMailCapture } from '../helpers/mailCapture'
import { testPayload } from '../helpers/payload'
import { localReq } from '../helpers/payments'
import { phoneBooking, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('faults.smtp.int')

// This file's own Payload sends to an SMTP port where nothing listens yet: the mail server is
// down. (Hoisted above the imports, so payload.config.ts reads it.)
const smtpPort = vi.hoisted(() => {
  const port = Number(process.env.SMTP_PORT || 2525) + 1
  process.env.SMTP_PORT = String(port)
  return port
})
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-back-'))
let mailServer: Awaited<ReturnType<typeof startMailCapture>> | undefined
afterAll(async () => mailServer?.stop())

const minutes = (n: number) => new Date(Date.now() + n * 60_000)

async function outboxFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: email } },
    sort: 'createdAt',
    depth: 0,
  })
  return docs
}

describe('SMTP down', () => {
  it('queues the emails, retries them with backoff, and sends each once when the server returns', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(0), eventTime: '08:00' },
      { action: 'offline_payment', method: 'cash', amountCents: 29900 },
    )
    const already = (await outboxFor(b.email)).length

    const req = await localReq()
    const result = await resendConfirmation({
      req,
      bookingId: b.id,
      actor: { kind: 'system', name: 'test' },
      now: new Date(),
    })
    expect(result).toMatchObject({ ok: true })
    const queued = (await outboxFor(b.email)).slice(already)
    expect(queued.map((r) => [r.status, r.attempts])).toEqual([['queued', 1]])
    expect(queued[0]!.attachments).toEqual([
      expect.objectContaining({ contentType: expect.stringContaining('text/calendar') }),
    ])

    // Not due yet; then due while the server is still down: one more try, a longer wait.
    expect(await retryQueuedEmails({ req, now: new Date() })).toEqual({ tried: 0, sent: 0 })
    expect(await retryQueuedEmails({ req, now: minutes(2) })).toMatchObject({ sent: 0 })
    const [again] = (await outboxFor(b.email)).slice(already)
    expect([again!.status, again!.attempts]).toEqual(['queued', 2])
    expect(new Date(again!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 60_000)

    mailServer = await startMailCapture(dir, smtpPort)
    // The customer’s copy only: a resend sends the owner nothing (plugins/booking/email/emailEvents.ts).
    expect(await retryQueuedEmails({ req, now: minutes(10) })).toEqual({ tried: 1, sent: 1 })
    expect(await retryQueuedEmails({ req, now: minutes(20) })).toEqual({ tried: 0, sent: 0 })

    const [sent] = (await outboxFor(b.email)).slice(already)
    expect([sent!.status, sent!.attempts, sent!.nextAttemptAt ?? null]).toEqual(['sent', 3, null])
    const delivered = readMails(dir).filter((m) => m.to.includes(b.email))
    expect(delivered.map((m) => m.subject)).toEqual([queued[0]!.subject])
    expect(delivered[0]!.attachments.map((a) => a.filename)).toEqual([`${b.reference}.ics`])
  })
})
