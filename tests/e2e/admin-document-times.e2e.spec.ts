import { expect, test } from '@playwright/test'
import fs from 'node:fs'

// The server's formatter (moment-timezone's rules) is the oracle for the browser's table-based one.
import { formatInstant } from '@kernel/time'
import { axeViolations } from '../helpers/axe'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { screenshot } from '../helpers/screenshot'
import { atDesktop } from '../helpers/widths'

// A browser far from Winnipeg: the times on an edit view must not follow the browser's zone.
test.use({ timezoneId: 'Asia/Tokyo' })

test(
  'an edit view states when the document was created and changed, in Winnipeg time, whatever the browser’s zone',
  atDesktop,
  async ({ page }, testInfo) => {
    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')
    await openAdminAs(page, email, password)
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()

    const faqs = await (await page.request.get('/api/faqs?limit=1&depth=0')).json()
    const faq = faqs.docs[0] as { id: number; createdAt: string; updatedAt: string }
    await page.goto(`/admin/collections/faqs/${faq.id}`)
    const times = page.getByTestId('document-times')
    await expect(times).toHaveText(
      `Last changed ${formatInstant(faq.updatedAt)} · Created ${formatInstant(faq.createdAt)} (Winnipeg time)`,
    )
    // Payload's own header (the browser's zone) is not shown.
    await expect(page.getByText(/^Last Modified:/)).toBeHidden()
    expect(await axeViolations(page, '[data-testid="document-times"]')).toEqual([])
    const shots = process.env.SHOTS_DIR ?? '/tmp/shots/staff'
    fs.mkdirSync(shots, { recursive: true })
    await screenshot(page, { path: `${shots}/document-times-1280.png` })

    // A global too (Site settings).
    await page.goto('/admin/globals/site-settings')
    await expect(page.getByTestId('document-times')).toContainText('(Winnipeg time)')
  },
)
