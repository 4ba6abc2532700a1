import { expect, test } from '@playwright/test'

import { collectErrors } from '../helpers/site'
import { atPhone } from '../helpers/widths'

test.use({ reducedMotion: 'no-preference' })

const isPhone = (name: string) => name === 'phone'

test.describe('hero video', () => {
  // Playing and pausing out of view do not depend on the width: once, at 390 px. The failure's
  // retry is a phone rule, so the broken video keeps both widths.
  test('plays over the poster when it loads', atPhone, async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/')
    await expect(page.getByTestId('hero-poster')).toBeVisible()
    const video = page.getByTestId('hero-video')
    await expect(video).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
    const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused)
    await expect.poll(paused).toBe(false)
    // Out of view it stops decoding and painting; back in view it plays again.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(paused).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(paused).toBe(false)
    expect(errors).toEqual([])
  })

  test('a broken video leaves the poster showing (retried after 2 s on phones)', async ({
    page,
  }, testInfo) => {
    let requests = 0
    await page.route('**/videos/hero.webm', (route) => {
      requests += 1
      return route.fulfill({ status: 404, body: '' })
    })
    const errors = collectErrors(page, [/hero\.webm/, /Failed to load resource/])
    await page.goto('/')
    const video = page.getByTestId('hero-video')
    await expect(video).toHaveAttribute('data-state', 'failed', { timeout: 15_000 })
    await expect(video).toHaveCSS('opacity', '0')
    await expect(page.getByTestId('hero-poster')).toBeVisible()
    expect(requests).toBe(isPhone(testInfo.project.name) ? 2 : 1)
    await expect(page.getByRole('heading', { name: 'Light up the Moment' })).toBeVisible()
    expect(errors).toEqual([])
  })
})

test(
  'visitors who prefer reduced motion get the poster and no video download',
  atPhone,
  async ({ page }) => {
    let requests = 0
    page.on('request', (req) => req.url().includes('/videos/') && requests++)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByTestId('hero-poster')).toBeVisible()
    await page.waitForTimeout(3000)
    await expect(page.getByTestId('hero-video')).toHaveAttribute('data-state', 'waiting')
    expect(requests).toBe(0)
  },
)
