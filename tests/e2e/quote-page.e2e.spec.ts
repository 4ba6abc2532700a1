import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { waitForMail } from '../helpers/mailCapture'
import { staffAccount } from '../helpers/staffAccount'
import { customer, dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'

// The customer's side of a quote on a phone: the emailed link, the agreement signed by typing a
// name, a 25% deposit paid with the demo gateway, and the confirmation listing both documents.
test('a customer opens a quote from the email, signs, pays the deposit and sees the agreement and receipt', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the quote page is checked at 390 px')
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
      eventDate: dateInDays(247),
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
  await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-\d{4}-\d{5}$/ })).toBeVisible()
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
})
