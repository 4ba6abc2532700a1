import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { askedBooking, look, reviewByKeyboard, staffHeaders } from '../helpers/reviewsE2e'
import { atDesktop } from '../helpers/widths'

// Shared state (Site Settings' review link, a published review on the landing page): runs alone.
test(
  '5 stars: the Google link with their words; published, the landing shows it and its rating',
  atDesktop,
  async ({ page, request }, info) => {
    test.setTimeout(180_000)
    const admin = await staffHeaders(request, info, 'admin')
    const google = 'https://g.page/r/example-review'
    expect(
      (
        await request.post('/api/globals/site-settings', {
          headers: admin,
          data: { reviewUrl: google },
        })
      ).status(),
    ).toBe(200)
    let reviewId = 0
    try {
      const { path } = await askedBooking(
        request,
        info,
        13,
        `review-site-${Date.now()}@test.example.com`,
      )
      await page.goto(path)
      await reviewByKeyboard(page, 5, 'Our guests loved the booth all night!')
      await expect(page.getByTestId('google-review-link')).toHaveAttribute('href', google)
      await expect(page.getByLabel('Your review')).toHaveValue(
        'Our guests loved the booth all night!',
      )
      expect(await axeViolations(page)).toEqual([])
      await look(page, 'review-thanks-google')
      const list = await request.get(
        '/api/reviews?where[words][equals]=Our guests loved the booth all night!',
        { headers: admin },
      )
      reviewId = (await list.json()).docs[0].id
      const reply = { status: 'published', reply: 'Thank you, it was a joy!' }
      expect(
        (await request.patch(`/api/reviews/${reviewId}`, { headers: admin, data: reply })).status(),
      ).toBe(200)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/')
        await expect(page.getByTestId('hero-rating')).toHaveText('★ 5.0 from 1 review')
        const testimonials = page.getByTestId('testimonials')
        await expect(testimonials).toContainText('Our guests loved the booth all night!')
        await expect(testimonials).toContainText('Thank you, it was a joy!')
        await testimonials.scrollIntoViewIfNeeded()
        expect(await axeViolations(page, '[data-testid="testimonials"]')).toEqual([])
        await look(page, 'landing-testimonials')
      }
    } finally {
      if (reviewId) await request.delete(`/api/reviews/${reviewId}`, { headers: admin })
      await request.post('/api/globals/site-settings', {
        headers: admin,
        data: { reviewUrl: null },
      })
    }
  },
)
