import { expect } from 'vitest'

import { dateInDays } from './booking'
import { api, mainApp } from './payments'
import { testPayload } from './payload'
import { paidBooking } from './selfService'

// Digital Plus in Winnipeg: $299.00, deposit $74.75, balance $224.25.
export const depositBooking = (days: number) =>
  paidBooking({ eventDate: dateInDays(days), eventTime: '20:00', paymentType: 'deposit' })

export const paymentsOf = async (bookingId: number) =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'payments',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs

export async function openBalance(b: { id: number; accessToken: string }) {
  const res = await api(mainApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType: 'full',
    purpose: 'balance',
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { paymentIntentId: string; clientSecret: string; amount: string }
}

export const payCard = (intent: { paymentIntentId: string; clientSecret: string }) =>
  api(mainApp()).post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
  })

export const confirm = (bookingId: number, intent: { paymentIntentId: string }) =>
  api(mainApp()).post('/confirm-booking', { bookingId, paymentIntentId: intent.paymentIntentId })
