import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { waitForMail } from '../helpers/mailCapture'
import { paidBooking } from '../helpers/selfService'
import { dateInDays } from '../helpers/testData'

// One look at the printable receipt on a phone: the link from the payment's email, axe clean.
test('the receipt from the payment email opens, prints and downloads at 390 px', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one width is enough for a print page')
  const b = await paidBooking({
    eventDate: dateInDays(237),
    eventTime: '12:00',
    firstName: 'Éloïse',
    lastName: 'Côté',
  })
  const mail = await waitForMail(b.email, /booked/, 20_000)
  const link = mail.text.match(/Receipt (R-\d{4}-\d{5}): (\S+)/)
  expect(link, mail.text).not.toBeNull()
  const url = new URL(link![2])
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  await expect(page.getByTestId('document-number')).toHaveText(link![1])
  await expect(page.getByText('Éloïse Côté')).toBeVisible()
  await expect(page.getByText(/^GST number: /)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'download',
    `${link![1]}.pdf`,
  )
  expect(await axeViolations(page)).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('receipt-390.png'), fullPage: true })
})
