import { expect, test } from '@playwright/test'

import { addDaysToDateString, formatDateLong } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { axeViolations } from '../helpers/axe'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import {
  bookViaApi,
  chooseSlot,
  dateInDays,
  savedCustomer,
  seedWizard,
  shot,
  visitorIp,
} from '../helpers/wizard'
import { screenshot } from '../helpers/screenshot'
import { atDesktop, atPhone } from '../helpers/widths'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

// Days 677–679, one per project (issue 36's tests book 660–679; see tests/int/waitlist).
const DAY: Record<string, number> = { 'desktop-pages': 677, desktop: 678, phone: 679 }

test(
  'a visitor joins the waitlist from step 3 when both booths are taken, by keyboard',
  atPhone,
  async ({ page, request }, testInfo) => {
    test.skip(!(testInfo.project.name in DAY), 'one date per project')
    const date = dateInDays(DAY[testInfo.project.name])
    await bookViaApi(request, {
      eventDate: date,
      eventTime: '15:00',
      selectedAddOns: [2],
      addOnQuantities: '{"2":1}',
    })
    await seedWizard(page, {
      currentStep: 3,
      bookingFormData: savedCustomer,
      selectedPackage: 2,
      selectedDate: null,
      selectedTime: null,
      selectedBackdrop: null,
      addOnQuantities: {},
      paymentType: 'full',
      promoCode: null,
      booking: null,
    })
    await chooseSlot(page, date, '15:00')
    await expect(page.getByText('Not Available', { exact: true })).toBeVisible()
    const join = page.getByRole('button', { name: 'Join the waitlist' })
    await join.focus()
    await page.keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Join the waitlist' })
    await expect(form.getByLabel('Full name')).toBeVisible()
    await form.getByLabel('Full name').fill('Wanda Waiting')
    await form.getByLabel('Email').fill(`wait-e2e-${Date.now()}@test.example.com`)
    await form.getByLabel('Phone').fill('204-555-0177')
    await expect(form.getByLabel('Earliest start')).toHaveValue('15:00')
    await form.getByLabel('Latest start').selectOption('17:00')
    // The window reads in 12-hour words; what is stored is what was chosen (checked below).
    await expect(form.getByLabel('Earliest start').locator('option:checked')).toHaveText('3:00 PM')
    await expect(form.getByLabel('Latest start').locator('option:checked')).toHaveText('5:00 PM')
    expect(await axeViolations(page)).toEqual([])
    await shot(page, testInfo, 'waitlist-form')
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/waitlist') && r.request().method() === 'POST',
    )
    await form.getByLabel('Phone').focus()
    await page.keyboard.press('Enter') // submits the form from a field, as a keyboard user would
    const { id } = (await (await posted).json()) as { id: number }
    await expect(page.getByTestId('waitlist-joined')).toHaveText(
      `You are on the waitlist for ${formatDateLong(date)}. If a booth frees up, we will email you.`,
    )
    expect(await axeViolations(page)).toEqual([])
    await shot(page, testInfo, 'waitlist-joined')

    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')
    const login = await request.post('/api/users/login', { data: { email, password } })
    const { token: jwt } = await login.json()
    const entry = await request.get(`/api/waitlist-entries/${id}?depth=0`, {
      headers: { Authorization: `JWT ${jwt}` },
    })
    const stored = await entry.json()
    expect([stored.eventDate, stored.earliestTime, stored.latestTime, stored.status]).toEqual([
      date,
      '15:00',
      '17:00',
      'waiting',
    ])
  },
)

test(
  'staff see leads by status with counts, and quotes about to expire on Today',
  atDesktop,
  async ({ page, request }, testInfo) => {
    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')
    const login = await request.post('/api/users/login', { data: { email, password } })
    const { token: jwt } = await login.json()
    const created = await request.post('/api/quotes', {
      headers: { Authorization: `JWT ${jwt}` },
      data: {
        ...savedCustomer,
        email: `expiring-${Date.now()}@test.example.com`,
        firstName: 'Ezra',
        lastName: 'Expiring',
        packageId: 2,
        backdropId: 1,
        eventDate: dateInDays(DAY['desktop-pages']),
        eventTime: '10:00',
        lines: [{ label: 'Travel to Thompson', amountCents: 35000 }],
        expiresOn: addDaysToDateString(todayInZone(new Date(), BUSINESS_TIME_ZONE), 1),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const quote = await created.json()

    await openAdminAs(page, email, password)
    await expect(page).toHaveURL(/\/admin\/?$/)
    // Its last day is tomorrow: Today lists it, in words and dollars.
    const panel = page.getByTestId('quotes-expiring')
    await expect(panel).toContainText(`${quote.number}: Ezra Expiring, $649.00.`)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('today-1280.png'), fullPage: true })

    await page.goto('/admin/collections/inquiries')
    const nav = page.getByRole('navigation', { name: 'Leads by status' })
    await expect(nav.getByTestId('lead-count-all')).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByTestId('lead-count-new')).toContainText(/New · \d+/)
    await nav.getByTestId('lead-count-lost').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(
      /where%5Bstatus%5D%5Bequals%5D=lost|where\[status\]\[equals\]=lost/,
    )
    await expect(nav.getByTestId('lead-count-lost')).toHaveAttribute('aria-current', 'page')
    // Our status links; the table below is Payload's own (its row checkboxes carry no label).
    expect(await axeViolations(page, 'nav[aria-label="Leads by status"]')).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('leads-1280.png'), fullPage: true })
  },
)
