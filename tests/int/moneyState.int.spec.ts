import { describe, expect, it } from 'vitest'

import { changeBooking } from '../helpers/changeBooking'
import { pageOf, paidBooking, payDemo } from '../helpers/selfService'
import { customer } from '../helpers/testData'
import { visitorIp } from '../helpers/visitorIp'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('moneyState.int')

const mainApp = () => process.env.APP_URL ?? 'http://127.0.0.1:3100'

const owned = async (b: { id: number; accessToken: string }) =>
  (await fetch(`${mainApp()}/api/bookings/${b.id}?token=${b.accessToken}`)).json()

const text = async (res: Response) =>
  (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, ' ') // the visible page, not the React payload
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('one money state for every screen (issue 37)', () => {
  it('after a package change the deposit is what was taken; after the balance, paid in full', async () => {
    const b = await paidBooking({
      eventDate: ownDays.date(0),
      eventTime: '10:00',
      paymentType: 'deposit',
    })
    // $74.75 taken (25% of $299); Ultimate makes 25% of the total $124.75.
    expect((await changeBooking(b, { packageId: 4 })).status).toBe(200)
    const changed = await owned(b)
    expect(changed.money).toMatchObject({
      stage: 'balance_due',
      total: moneyOf(49900),
      paid: moneyOf(7475),
      depositTaken: moneyOf(7475),
      balance: moneyOf(42425),
      statusWord: 'Confirmed',
    })
    const page = await text(await pageOf(b.id, b.accessToken))
    expect(page).toContain('Deposit taken $74.75')
    expect(page).not.toContain('124.75')

    await payDemo(mainApp(), b.id, b.accessToken, 'balance')
    const paid = await owned(b)
    expect(paid.money).toMatchObject({
      stage: 'paid_in_full',
      paid: moneyOf(49900),
      depositTaken: moneyOf(7475),
      balance: moneyOf(0),
      phrase: 'Paid in full',
    })
    expect(paid.money.rows.map((r: { key: string; amount: string }) => [r.key, r.amount])).toEqual([
      ['total', moneyOf(49900)],
      ['paid', moneyOf(49900)],
      ['deposit', moneyOf(7475)],
      ['balance', moneyOf(0)],
    ])
    const after = await text(await pageOf(b.id, b.accessToken))
    expect(after).toContain('Confirmed · Paid in full')
    expect(after).not.toMatch(/Pay balance|Balance due/)
  })

  it('a held booking is awaiting payment, never paid in full', async () => {
    const res = await fetch(`${mainApp()}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorIp() },
      body: JSON.stringify({
        ...customer,
        email: `held-${Date.now()}@test.example.com`,
        packageId: 2,
        backdropId: 1,
        selectedAddOns: [],
        addOnQuantities: '{}',
        paymentType: 'full',
        eventDate: ownDays.date(1),
        eventTime: '10:00',
      }),
    })
    const held = await res.json()
    expect(res.status).toBe(201)
    expect(held.money).toMatchObject({ stage: 'awaiting_payment', statusWord: 'Awaiting payment' })
    expect(held.money.phrase).toBe('$299.00 to pay to confirm')
  })
})
