import { describe, expect, it } from 'vitest'

import { addDaysToDateString, formatCad, formatDateLong } from '@kernel'
import { recordSmsConsent } from '@outbox/server'
import { sendInstalmentNotices } from '../../plugins/booking/operations/notify/sendInstalmentNotices'

import { twilioControl } from '../helpers/fakeTwilio'
import { waitFor } from '../helpers/integrations'
import { testPayload } from '../helpers/payload'
import { localReq, mainApp } from '../helpers/payments'
import { bookWithDemoPlan, snapshotOf } from '../helpers/paymentPlans'

const textsTo = async (to: string) =>
  (await twilioControl('state')).messages.filter((m) => m.to === to)

describe('text messages for a payment plan (issue 38)', () => {
  it('texts the 3-day notice of an automatic charge, once, to a customer who agreed to texts', async () => {
    // Day 536 is this spec's own.
    const b = await bookWithDemoPlan({ saveCard: true, days: [536, 1] })
    const digits = `204${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`
    const to = `+1${digits}`
    const payload = await testPayload()
    await payload.update({ collection: 'bookings', id: b.id, data: { phone: digits } })
    const req = await localReq()
    await recordSmsConsent(req, { phone: digits, source: 'test', now: new Date() })

    const due = (await snapshotOf(mainApp(), b)).paymentSchedule[1]!
    const at = (day: string) => new Date(`${day}T18:00:00Z`)
    await sendInstalmentNotices({ req, now: at(addDaysToDateString(due.dueDate, -4)) })
    expect(await textsTo(to)).toEqual([]) // four days ahead: not yet
    await sendInstalmentNotices({ req, now: at(addDaysToDateString(due.dueDate, -3)) })
    const [sms] = await waitFor(async () => (await textsTo(to)).length > 0 && textsTo(to), 'text')
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(sms!.body).toBe(
      `${settings.businessName}: ${formatCad(due.amount.cents)} will be charged to your card on file on ${formatDateLong(due.dueDate)}. Details in your booking email. Reply STOP to opt out.`,
    )
    expect(sms!.body.length).toBeLessThanOrEqual(160)
    // The daily job again (or another server): one notice per part and date.
    await sendInstalmentNotices({ req, now: at(addDaysToDateString(due.dueDate, -2)) })
    expect(await textsTo(to)).toHaveLength(1)
  })
})
