import { describe, expect, it } from 'vitest'

import { formatDateLong } from '@kernel'

import { loadBuilder } from '../../plugins/quotes/admin/builder/loadBuilder'
import { quoteBody } from '../../plugins/quotes/admin/builder/quoteBody'
import { fileDays } from '../helpers/fileDays'
import { testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { acceptQuote } from '../helpers/quotes'
import { staffApi } from '../helpers/staff'

// Issue 50, point 7: what a lead said reaches the booking its quote becomes.
const days = fileDays('issue50b')

describe('a quote built from a lead, accepted: the booking carries what the lead said', () => {
  it('guests, event type, address and the message go from the lead to the booking', async () => {
    const payload = await testPayload()
    const date = days.date(5)
    const email = `lead-${Date.now()}@test.example.com`
    const message =
      'Our wedding at Oak Hall, about 60 guests. Could the booth face the dance floor?'
    const lead = await payload.create({
      collection: 'inquiries',
      data: {
        kind: 'custom_quote',
        status: 'new',
        name: 'Harpreet Singh',
        email,
        phone: '204-555-0142',
        address: '100 Main St, Winnipeg, MB',
        // As the forms store them (inquiries' readableSlot).
        requestedDate: formatDateLong(date),
        requestedTime: '6:00 PM',
        packageName: 'Digital Plus',
        message,
      },
    })
    // The builder opened from the lead (?lead=), sent as it prefilled.
    const init = await loadBuilder(payload, { lead: String(lead.id) }, new Date())
    expect(init.values).toMatchObject({
      firstName: 'Harpreet',
      lastName: 'Singh',
      eventDate: date,
      eventTime: '18:00',
      eventType: 'Wedding',
      guestCount: '60',
      notes: message,
    })
    const staff = await staffApi()
    const created = await staff.post('/quotes', quoteBody(init.values, lead.id))
    const q = await created.json()
    expect(created.status, JSON.stringify(q)).toBe(201)

    // The customer's page: weekday, start and end (Digital Plus: 2.5 hours), the backdrop.
    const view = await (await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}`)).json()
    const backdrop = await payload.findByID({
      collection: 'backdrops',
      id: init.values.backdropId,
      depth: 0,
    })
    expect(view.eventDateLabel).toBe(formatDateLong(date))
    expect(view.eventDateLabel).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, /)
    expect([view.eventTimeLabel, view.endTimeLabel]).toEqual(['6:00 PM', '8:30 PM'])
    expect(view.backdropName).toBe(backdrop.name)

    const accepted = await acceptQuote(q)
    const a = await accepted.json()
    expect(accepted.status, JSON.stringify(a)).toBe(200)
    const booking = await payload.findByID({ collection: 'bookings', id: a.bookingId, depth: 0 })
    const stored = await payload.findByID({ collection: 'inquiries', id: lead.id, depth: 0 })
    expect({
      name: `${booking.firstName} ${booking.lastName}`,
      email: booking.email,
      address: booking.address,
      guests: booking.guestCount,
      eventType: booking.eventType,
      notes: booking.notes,
      date: booking.eventDate.slice(0, 10),
      status: stored.status,
    }).toEqual({
      name: stored.name,
      email: stored.email,
      address: stored.address,
      guests: 60,
      eventType: 'Wedding',
      notes: stored.message,
      date,
      status: 'won',
    })
  })
})
