import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { systemStatus } from '../../src/lib/server/systemStatus'
import { BUSINESS_TIME_ZONE, zonedWallToInstant } from '@kernel/time'
import { calendarEventId } from '../../plugins/integrations/calendar/calendarEventId'
import {
  googleBusyTimes,
  invalidateBusyTimes,
} from '../../plugins/integrations/operations/googleBusyTimes'
import {
  readIntegrationState,
  unseal,
} from '../../plugins/integrations/operations/integrationState'
import { dateInDays, post } from '../helpers/booking'
import { googleControl } from '../helpers/fakeGoogle'
import {
  connectGoogle,
  integrationJobs,
  resetIntegrations,
  runDueIntegrationJobs,
  waitFor,
} from '../helpers/integrations'
import { waitForMail } from '../helpers/mailCapture'
import { api, mainApp } from '../helpers/payments'
import { baseURL, testPayload } from '../helpers/payload'
import { phoneBooking, staffApi, type StaffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('integrations.google.int')

const CAL1 = process.env.GOOGLE_CALENDAR_BOOTH1 ?? ''
const CAL2 = process.env.GOOGLE_CALENDAR_BOOTH2 ?? ''
const at = (date: string, time: string) => zonedWallToInstant(date, time, BUSINESS_TIME_ZONE)
const block = (date: string) => ({
  start: at(date, '13:00').toISOString(),
  end: at(date, '15:00').toISOString(),
})
const paidInFull = {
  action: 'offline_payment',
  method: 'etransfer',
  amountCents: 29900,
  note: 'ref',
}
const eventsOn = async (calendar: string, id: string) =>
  ((await googleControl('state')).events[calendar] ?? []).filter((e) => e.id === id)

describe('Google connection, calendars and sheets', () => {
  let admin: StaffApi
  beforeAll(async () => {
    await resetIntegrations()
    admin = await staffApi('admin')
  })
  afterAll(resetIntegrations)

  it('guards every Google endpoint: 401 anonymous, 403 staff', async () => {
    const staff = await staffApi('staff')
    for (const [method, path] of [
      ['GET', '/auth/google'],
      ['GET', '/auth/google/callback?code=x&state=y'],
      ['GET', '/auth/google/status'],
      ['GET', `/admin/google/calendar-test?date=${dateInDays(30)}&time=14:00`],
      ['POST', '/admin/create-spreadsheet'],
      ['POST', '/admin/business-contact'],
    ]) {
      const anonymous = await fetch(`${baseURL()}/api${path}`, { method, redirect: 'manual' })
      expect([path, anonymous.status]).toEqual([path, 401])
      const asStaff = await fetch(`${baseURL()}/api${path}`, {
        method,
        headers: staff.headers,
        redirect: 'manual',
      })
      expect([path, asStaff.status]).toEqual([path, 403])
    }
    expect((await staff.get('/admin/sheets-url')).status).toBe(200)
    expect((await fetch(`${baseURL()}/api/admin/sheets-url`)).status).toBe(401)
    expect((await fetch(`${baseURL()}/api/globals/integration-state`)).status).toBe(403)
  })

  it('before connecting: status Ready to Connect, spreadsheet asks for authentication', async () => {
    const status = await (await admin.get('/auth/google/status')).json()
    expect(status).toMatchObject({ configured: true, authenticated: false, missing: [] })
    const res = await admin.post('/admin/create-spreadsheet')
    expect([res.status, (await res.json()).code]).toEqual([409, 'google_not_connected'])
  })

  it('refuses a callback whose state was not issued to this browser (CSRF)', async () => {
    const forged = await fetch(
      `${baseURL()}/api/auth/google/callback?code=good-code&state=forged`,
      {
        headers: { ...admin.headers, Cookie: 'google_oauth_state=other' },
        redirect: 'manual',
      },
    )
    expect(forged.headers.get('location')).toBe('/admin/google-setup?error=oauth_state')
    expect((await googleControl('state')).authCodes).toBe(0)
  })

  it('connects through OAuth and keeps the tokens sealed', async () => {
    const { location, callback } = await connectGoogle(admin)
    expect(location.pathname).toBe('/o/oauth2/v2/auth')
    expect(location.searchParams.get('access_type')).toBe('offline')
    expect(location.searchParams.get('scope')).toContain('auth/calendar')
    expect(callback.headers.get('location')).toBe('/admin/google-setup?connected=1')
    const payload = await testPayload()
    const state = await readIntegrationState(payload)
    expect(state.googleStatus).toBe('connected')
    expect(state.googleTokens).not.toContain('rt-')
    expect(JSON.parse(unseal(payload, state.googleTokens) ?? '{}')).toMatchObject({
      refresh_token: expect.stringMatching(/^rt-/),
    })
    expect(await (await admin.get('/auth/google/status')).json()).toMatchObject({
      authenticated: true,
    })
  })

  it('a busy block on booth 1 leaves only booth 2, in availability and in booking', async () => {
    const date = ownDays.date(0)
    await googleControl('busy', { calendar: CAL1, blocks: [block(date)] })
    const res = await api(mainApp()).get(`/calendar/availability?date=${date}&time=14:00`)
    expect([res.status, await res.json()]).toEqual([200, { booth1: false, booth2: true }])
    const booked = await post('/bookings', {
      packageId: 2,
      eventDate: date,
      eventTime: '14:00',
      paymentType: 'deposit',
      ...bookingCustomer(),
    })
    expect(booked.status).toBe(201)
    expect((await booked.json()).booths).toEqual(['booth2'])
  })

  it('both booths busy: the slot is unavailable', async () => {
    const date = ownDays.date(1)
    await googleControl('busy', { calendar: CAL1, blocks: [block(date)] })
    await googleControl('busy', { calendar: CAL2, blocks: [block(date)] })
    const res = await api(mainApp()).get(`/calendar/availability?date=${date}&time=14:00`)
    expect(await res.json()).toEqual({ booth1: false, booth2: false })
    const booked = await post('/bookings', {
      packageId: 2,
      eventDate: date,
      eventTime: '14:00',
      paymentType: 'deposit',
      ...bookingCustomer(),
    })
    expect([booked.status, (await booked.json()).code]).toEqual([409, 'slot_taken'])
  })

  it('writes a confirmed booking once although its job was retried; reschedule moves it, cancel deletes it', async () => {
    await googleControl('set', { failAfterWrite: 1 })
    const b = await phoneBooking(
      admin,
      { eventDate: ownDays.date(2), eventTime: '10:00' },
      paidInFull,
    )
    const id = calendarEventId(b.id, 'booth1')
    // The first attempt stores the event, then Google answers 503: the job waits to retry.
    const failed = await waitFor(async () => {
      const [job] = (await integrationJobs('syncBookingCalendar')).filter(
        (j) => (j.input as { bookingId: number }).bookingId === b.id,
      )
      return job && !job.processing && (job.totalTried ?? 0) >= 1 && !job.completedAt ? job : null
    }, 'the failed first attempt')
    expect(failed.hasError).not.toBe(true)
    await runDueIntegrationJobs()
    // Done: Payload deletes a job once it completes.
    const [job] = (await integrationJobs('syncBookingCalendar')).filter((j) => j.id === failed.id)
    expect(job === undefined || Boolean(job.completedAt)).toBe(true)
    expect(await eventsOn(CAL1, id)).toHaveLength(1)
    expect(await eventsOn(CAL2, calendarEventId(b.id, 'booth2'))).toHaveLength(0)
    const payload = await testPayload()
    const first = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    expect((await eventsOn(CAL1, id))[0].start).toBe(
      new Date(first.timeline!.setupStart!).toISOString(),
    )

    const moved = await admin.post(`/bookings/${b.id}/reschedule`, {
      eventDate: ownDays.date(3),
      eventTime: '11:00',
    })
    expect(moved.status).toBe(200)
    const after = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const wanted = new Date(after.timeline!.setupStart!).toISOString()
    await waitFor(async () => (await eventsOn(CAL1, id))[0]?.start === wanted, 'the moved event')
    expect(await eventsOn(CAL1, id)).toHaveLength(1)

    expect((await admin.post(`/bookings/${b.id}/cancel`, {})).status).toBe(200)
    await waitFor(async () => (await eventsOn(CAL1, id))[0]?.deleted, 'the deleted event')
  })

  it('refreshes an expired access token and saves the new one', async () => {
    const payload = await testPayload()
    const before = JSON.parse(
      unseal(payload, (await readIntegrationState(payload)).googleTokens) ?? '{}',
    )
    const { refreshes } = await googleControl('expire')
    invalidateBusyTimes()
    const date = ownDays.date(4)
    const busy = await googleBusyTimes(payload, {
      start: at(date, '10:00'),
      end: at(date, '12:00'),
    })
    expect(busy.status).toBe('ok')
    expect((await googleControl('state')).refreshes).toBe(refreshes + 1)
    const after = JSON.parse(
      unseal(payload, (await readIntegrationState(payload)).googleTokens) ?? '{}',
    )
    expect(after.access_token).not.toBe(before.access_token)
    expect(after.refresh_token).toBe(before.refresh_token)
  })

  it('makes a spreadsheet of every customer and appends each new confirmed booking', async () => {
    const res = await admin.post('/admin/create-spreadsheet')
    const body = await res.json()
    expect([res.status, body.success]).toEqual([200, true])
    const id = /\/d\/([^/]+)\//.exec(body.sheetsUrl)![1]
    const rows = (await googleControl('state')).sheets[id]
    expect(rows[0]).toEqual(expect.arrayContaining(['First name', 'Email', 'Event date']))
    expect(rows.length).toBe(body.recordCount + 1)
    expect(await (await admin.get('/admin/sheets-url')).json()).toMatchObject({
      hasData: true,
      isLive: true,
      sheetsUrl: body.sheetsUrl,
    })
    const b = await phoneBooking(
      admin,
      { eventDate: ownDays.date(5), eventTime: '10:00' },
      paidInFull,
    )
    await waitFor(
      async () => (await googleControl('state')).sheets[id].some((r) => r.includes(b.email)),
      'the appended row',
    )
  })

  it('Google unreachable: availability falls back to the site, never a 5xx, and the status says so', async () => {
    await googleControl('set', { down: true })
    try {
      const date = ownDays.date(6)
      const res = await api(mainApp()).get(`/calendar/availability?date=${date}&time=14:00`)
      expect([res.status, await res.json()]).toEqual([200, { booth1: true, booth2: true }])
      const booked = await post('/bookings', {
        packageId: 2,
        eventDate: date,
        eventTime: '14:00',
        paymentType: 'deposit',
        ...bookingCustomer(),
      })
      expect(booked.status).toBe(201)
      const test = await admin.get(`/admin/google/calendar-test?date=${date}&time=14:00`)
      expect([test.status, (await test.json()).code]).toEqual([502, 'google_unreachable'])
      const google = (await systemStatus(await testPayload())).find(
        (i) => i.name === 'Google Calendar',
      )
      expect(google).toMatchObject({ ok: false, detail: expect.stringMatching(/^Unreachable/) })
    } finally {
      await googleControl('set', { down: false })
    }
  })

  it('invalid_grant marks the connection broken, shows it in the status and alerts staff', async () => {
    const payload = await testPayload()
    const tokens = JSON.parse(
      unseal(payload, (await readIntegrationState(payload)).googleTokens) ?? '{}',
    )
    await googleControl('revoke', { refreshToken: tokens.refresh_token })
    await googleControl('expire')
    invalidateBusyTimes()
    const date = ownDays.date(7)
    const busy = await googleBusyTimes(payload, {
      start: at(date, '10:00'),
      end: at(date, '12:00'),
    })
    expect(busy.status).toBe('unreachable')
    expect((await readIntegrationState(payload)).googleStatus).toBe('broken')
    expect(await (await admin.get('/auth/google/status')).json()).toMatchObject({
      authenticated: false,
      broken: true,
    })
    const google = (await systemStatus(payload)).find((i) => i.name === 'Google Calendar')
    expect(google).toMatchObject({ ok: false, detail: expect.stringMatching(/^Broken/) })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await waitForMail(settings.email, /Google Calendar disconnected/)
    // Reconnecting makes it whole again.
    await connectGoogle(admin)
    expect((await readIntegrationState(payload)).googleStatus).toBe('connected')
  })

  it('saves the business phone and email from the setup page, naming a bad field', async () => {
    const payload = await testPayload()
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const bad = await admin.post('/admin/business-contact', { phone: '204', email: 'nope' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^Validation error: (phone|email): /)
    const ok = await admin.post('/admin/business-contact', {
      phone: before.phone,
      email: before.email,
    })
    expect(ok.status).toBe(200)
  })
})

let n = 0
function bookingCustomer() {
  return {
    firstName: 'Gina',
    lastName: 'Calendar',
    email: `gcal-${Date.now()}-${n++}@test.example.com`,
    phone: '(204) 555-0142',
    address: '100 Main St, Winnipeg, MB',
    eventType: 'Wedding',
    guestCount: '80',
    referralSource: 'Instagram',
    backdropId: 1,
    selectedAddOns: [],
    addOnQuantities: '{}',
  }
}
