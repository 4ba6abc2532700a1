import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { savedCustomer, seedWizard, shot, stepHeading, visitorIp } from '../helpers/wizard'
import { atPhone } from '../helpers/widths'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

// A step's code that does not arrive (a dropped connection) once left "Loading secure payment…"
// on screen for good. Now the step says so and offers Try again.
test(
  'a step whose code does not load says so and loads on Try again',
  atPhone,
  async ({ page }, testInfo) => {
    // The package step's code (the chunk holding its own words) fails while `offline` holds.
    let offline = true
    let refused = 0
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (offline && body.includes('Tailored to your event')) {
        refused++
        return route.abort('connectionreset')
      }
      return route.fulfill({ response, body })
    })
    await seedWizard(page, {
      currentStep: 2,
      bookingFormData: savedCustomer,
      selectedPackage: null,
      addOnQuantities: {},
      paymentType: 'full',
      booking: null,
    })
    await expect(stepHeading(page, 'Choose Your Package')).toBeVisible()
    const alert = page.getByRole('alert').filter({ hasText: 'This step did not load' })
    await expect(alert).toContainText('Check your connection, then try again.')
    expect(refused).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    await shot(page, testInfo, 'step-load-failed')

    offline = false
    await alert.getByRole('button', { name: 'Try again' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Select Digital Lite' })).toBeVisible()
    await expect(alert).toHaveCount(0)
  },
)
