import { expect, type Page, test } from '@playwright/test'
import { staffAccount } from '../helpers/staffAccount'
import { atDesktop } from '../helpers/widths'

// Site settings are admin-only.

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) =>
      JSON.stringify(Array.from(args)),
    ),
  )

test('no analytics ids: no Google tag is loaded and nothing is fetched', async ({ page }) => {
  const google: string[] = []
  page.on('request', (req) => /google/.test(req.url()) && google.push(req.url()))
  await page.goto('/')
  await page.goto('/faq')
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined')
  expect(google).toEqual([])
})

test(
  'with ids in SiteSettings the tag loads, the conversion id is set and navigations send page views',
  atDesktop,
  async ({ page, request }, testInfo) => {
    const { email, password } = staffAccount(testInfo, 'admin')
    test.skip(!email, 'scripts/test.ts creates the admin account')
    const login = await request.post('/api/users/login', { data: { email, password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const setIds = (gaMeasurementId: string | null, adsConversionId: string | null) =>
      request.post('/api/globals/site-settings', {
        headers,
        data: { analytics: { gaMeasurementId, adsConversionId } },
      })

    // The real tag is unreachable here: an empty script stands in for it.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    expect((await setIds('G-TEST1234', 'AW-987/abc')).status()).toBe(200)
    try {
      await page.goto('/')
      const origin = new URL(page.url()).origin
      await expect
        .poll(() => dataLayer(page))
        .toContainEqual(`["config","G-TEST1234",{"page_location":"${origin}/"}]`)
      expect(await page.evaluate(() => window.__adsConversion)).toBe('AW-987/abc')
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'FAQ' })
        .click()
      await expect(page).toHaveURL(/\/faq$/)
      await expect
        .poll(async () =>
          (await dataLayer(page)).some((e) => e.includes('page_view') && e.includes('/faq')),
        )
        .toBe(true)
      // A token in the URL never reaches analytics: page views carry the path only.
      await page.goto('/booking-success?booking_id=1&token=SECRET-TOKEN-123')
      await expect
        .poll(async () => (await dataLayer(page)).some((e) => e.includes('config')))
        .toBe(true)
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'FAQ' })
        .click()
      await expect(page).toHaveURL(/\/faq$/)
      expect((await dataLayer(page)).join('\n')).not.toContain('SECRET-TOKEN-123')
    } finally {
      expect((await setIds(null, null)).status()).toBe(200)
    }
  },
)
