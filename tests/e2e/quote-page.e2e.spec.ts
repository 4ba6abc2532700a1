import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { waitForMail } from '../helpers/mailCapture'
import { staffAccount } from '../helpers/staffAccount'
import { fileDays } from '../helpers/fileDays'
import { customer } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { atPhone } from '../helpers/widths'

// The customer's side of a quote on a phone: the emailed link, the agreement signed by typing a
// name, a 25% deposit paid with the demo gateway, and the confirmation listing both documents.
test(
  'a customer opens a quote from the email, signs, pays the deposit and sees the agreement and receipt',
  atPhone,
  async ({ page, request }, testInfo) => {
    const { email: staffEmail, password } = staffAccount(testInfo)
    test.skip(!staffEmail, 'scripts/test.ts creates the staff account')
    const login = await request.post('/api/users/login', {
      data: { email: staffEmail, password },
    })
    const { token: jwt } = await login.json()
    const email = `quote-e2e-${Date.now()}@test.example.com`
    const created = await request.post('/api/quotes', {
      headers: { Authorization: `JWT ${jwt}` },
      data: {
        ...customer,
        email,
        packageId: 2,
        backdropId: 1,
        eventDate: fileDays('quote-page.e2e').date(0),
        eventTime: '13:00',
        address: '12 Selkirk Ave, Thompson, MB',
        lines: [{ label: 'Travel to Thompson', amountCents: 35000 }],
      },
    })
    expect(created.status(), await created.text()).toBe(201)

    const mail = await waitForMail(email, /quote Q-\d{4}-\d{5}/, 20_000)
    const link = mail.text.match(/https?:\/\/\S+(\/quote\/\d+\?token=\S+)/)
    expect(link, mail.text).not.toBeNull()
    await page.goto(link![1])
    await expect(
      page.getByRole('heading', { level: 1, name: /^Quote Q-\d{4}-\d{5}$/ }),
    ).toBeVisible()
    await expect(page.getByTestId('quote-total')).toHaveText('$649.00')
    await expect(page.getByRole('row', { name: /Travel to Thompson/ })).toContainText('$350.00')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('quote-390.png'), fullPage: true })

    await page.getByLabel('Type your full name to sign').fill('Ada Lovelace')
    await expect(page.getByTestId('signature-preview')).toContainText('I agree')
    await page.getByRole('radio', { name: /Pay a 25% deposit or more · \$162\.25/ }).check()
    await page.getByRole('button', { name: 'Sign and continue to payment' }).click()
    await expect(page.getByText('Signed by Ada Lovelace.')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Pay $162.25' }).click()

    await expect(page).toHaveURL(/\/booking-success\?booking_id=/)
    const documents = page.getByTestId('booking-documents')
    await expect(documents).toContainText(/Signed agreement A-\d{4}-\d{5} \(PDF\)/)
    await expect(documents).toContainText(/Receipt R-\d{4}-\d{5}/)
    await expect(documents).toContainText('$162.25')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('quote-success-390.png'), fullPage: true })
  },
)

// Issue 48: what the customer read is what they accept. Staff revise the quote while its page is
// open; signing sends the revision shown, the server refuses it (409 quote_changed) with the new
// quote, and the page shows that version and asks for the signature again. Day 694 (phone).
test(
  'a quote revised while its page is open shows the new version and asks to sign again',
  atPhone,
  async ({ page, request }, testInfo) => {
    const { email: staffEmail, password } = staffAccount(testInfo)
    test.skip(!staffEmail, 'scripts/test.ts creates the staff account')
    const login = await request.post('/api/users/login', {
      data: { email: staffEmail, password },
    })
    const { token: jwt } = await login.json()
    const body = {
      ...customer,
      email: `quote-rev-e2e-${Date.now()}@test.example.com`,
      packageId: 2,
      backdropId: 1,
      eventDate: fileDays('quote-page.e2e').date(1),
      eventTime: '13:00',
      address: '12 Selkirk Ave, Thompson, MB',
      lines: [{ label: 'Travel to Thompson', amountCents: 35000 }],
    }
    const headers = { Authorization: `JWT ${jwt}` }
    const created = await request.post('/api/quotes', { headers, data: body })
    expect(created.status(), await created.text()).toBe(201)
    const q = (await created.json()) as { id: number; token: string }
    await page.goto(`/quote/${q.id}?token=${encodeURIComponent(q.token)}`)
    await expect(page.getByTestId('quote-total')).toHaveText('$649.00')

    // Staff add a $650.00 line while the customer reads $649.00.
    const revised = await request.post(`/api/quotes/${q.id}/revise`, {
      headers,
      data: {
        ...body,
        lines: [...body.lines, { label: 'Second attendant', amountCents: 65000 }],
      },
    })
    expect(revised.status(), await revised.text()).toBe(200)

    await page.getByLabel('Type your full name to sign').fill('Ada Lovelace')
    await page.getByRole('button', { name: 'Sign and continue to payment' }).click()
    const notice = page.getByTestId('quote-changed')
    await expect(notice).toHaveText(
      'We updated this quote since you opened this page. Please read the new version and sign again.',
    )
    await expect(notice).toBeFocused()
    await expect(page.getByTestId('quote-total')).toHaveText('$1,299.00')
    await expect(page.getByRole('row', { name: /Second attendant/ })).toContainText('$650.00')
    await expect(page.getByTestId('quote-updated')).toContainText('(revision 2)')
    // The signature starts again: nothing was signed for the version not read.
    await expect(page.getByLabel('Type your full name to sign')).toHaveValue('')
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Type your full name to sign').fill('Ada Lovelace')
    await page.getByRole('radio', { name: /Pay a 25% deposit or more · \$324\.75/ }).check()
    await page.getByRole('button', { name: 'Sign and continue to payment' }).click()
    await expect(page.getByText('Signed by Ada Lovelace.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pay $324.75' })).toBeVisible()
  },
)
