import { describe, expect, it } from 'vitest'

import { changeBooking } from '../helpers/changeBooking'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { testPayload } from '../helpers/payload'
import { manage, paidBooking, payDemo } from '../helpers/selfService'
import { staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('emailEvents.int')

const mainApp = () => process.env.APP_URL ?? 'http://127.0.0.1:3100'

async function ownerAddress() {
  const payload = await testPayload()
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).email
}

/** Mails about one booking (by its reference) to one address, oldest first. */
const mailsAbout = (to: string, reference: string) =>
  readMails().filter(
    (m) => m.to.includes(to) && (m.subject.includes(reference) || m.text.includes(reference)),
  )

describe('EMAIL_EVENTS, read from the mail server (issue 37)', () => {
  it('booked, changed, resent, rescheduled, cancelled: each its own email; the owner one per event', async () => {
    const owner = await ownerAddress()
    const b = await paidBooking({ eventDate: ownDays.date(0), eventTime: '10:00' })
    await waitForMail(b.email, /booked/)
    await waitForMail(owner, new RegExp(`New booking ${b.reference}`))

    const changed = await changeBooking(b, { backdropId: 3 })
    expect([changed.status, changed.body.delivery]).toEqual([200, 'sent'])
    const change = await waitForMail(b.email, /what changed/)
    expect(change.subject).toBe(`Booking updated: ${b.reference}, what changed`)
    expect(change.text).toContain('Backdrop: Champagne Sequin → Gold Shimmer')
    expect(change.attachments.map((a) => a.filename)).toContain(`${b.reference}.ics`)
    expect((await waitForMail(owner, new RegExp(`^Changed ${b.reference}`))).text).toContain(
      'Backdrop: Champagne Sequin → Gold Shimmer',
    )

    const staff = await staffApi()
    const resent = await staff.post(`/bookings/${b.id}/resend-confirmation`)
    expect(await resent.json()).toMatchObject({
      sent: true,
      delivery: 'sent',
      link: expect.stringContaining(`/booking/manage?booking_id=${b.id}&token=`),
    })
    await waitForMail(b.email, /^A copy of your booking/)

    const to = ownDays.date(1)
    expect((await manage().reschedule(b.id, b.accessToken, to, '15:00')).status).toBe(200)
    const moved = await waitForMail(b.email, /is moved to/)
    expect(moved.text).toMatch(/From: \w+day, .*, 10:00 AM/)
    expect(moved.text).toMatch(/To: \w+day, .*, 3:00 PM/)
    expect(moved.subject).not.toMatch(/booked/)
    await waitForMail(owner, new RegExp(`^Rescheduled ${b.reference}`))

    expect((await manage().cancel(b.id, b.accessToken)).status).toBe(200)
    expect((await waitForMail(b.email, /is cancelled/)).text).toMatch(/Refund: \$\d/)
    await waitForMail(owner, new RegExp(`^Cancelled: ${b.reference}`))

    // Give a stray extra email the time to arrive before counting.
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsAbout(owner, b.reference).map((m) => m.subject.split(' ')[0])).toEqual([
      'New',
      'Changed',
      'Rescheduled',
      'Cancelled:',
    ])
    const customer = mailsAbout(b.email, b.reference).map((m) => m.subject)
    expect(customer).toHaveLength(5)
    expect(new Set(customer).size).toBe(5)
  })

  it('balance paid: the customer gets a receipt, the owner one "Balance paid"', async () => {
    const owner = await ownerAddress()
    const b = await paidBooking({
      eventDate: ownDays.date(2),
      eventTime: '10:00',
      paymentType: 'deposit',
    })
    await payDemo(mainApp(), b.id, b.accessToken, 'balance')
    await waitForMail(b.email, /Balance received/)
    await waitForMail(owner, new RegExp(`^Balance paid ${b.reference}`))
    await new Promise((r) => setTimeout(r, 300))
    expect(mailsAbout(owner, b.reference)).toHaveLength(2)
  })
})
