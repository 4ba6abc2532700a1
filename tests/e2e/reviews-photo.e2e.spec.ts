import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { axeViolations } from '../helpers/axe'
import { askedBooking, look } from '../helpers/reviewsE2e'
import { atPhone } from '../helpers/widths'

// The review page at 390 px by keyboard alone: stars, words, one photo of their own gallery with
// the guests' permission, and the consent to publish.
test(
  'the review page by keyboard with a photo from the gallery (390 px)',
  atPhone,
  async ({ page, request }, info) => {
    test.setTimeout(150_000)
    const email = `review-photo-${Date.now()}@test.example.com`
    const { path, id, headers } = await askedBooking(request, info, 15, email)
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer()
    const up = await request.post(`/api/bookings/${id}/gallery/photos`, {
      headers,
      multipart: { file: { name: 'party.jpg', mimeType: 'image/jpeg', buffer: photo } },
    })
    expect(up.status(), await up.text()).toBe(201)
    await page.goto(path)
    const chooser = page.getByRole('group', { name: 'A photo from your gallery (optional)' })
    await expect(chooser).toBeVisible()
    await expect(chooser.getByRole('radio', { name: 'No photo' })).toBeChecked()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('radio', { name: '1 star' }).focus()
    for (let i = 1; i < 5; i++) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Tab')
    await page.keyboard.type('The guests loved it, look at this one!')
    await page.keyboard.press('Tab') // first name
    await page.keyboard.press('Tab') // event
    await page.keyboard.press('Tab') // the photo group: "No photo", checked
    await expect(chooser.getByRole('radio', { name: 'No photo' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(chooser.getByRole('radio', { name: 'Photo 1' })).toBeChecked()
    await look(page, 'review-photo-chosen')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(/The people in the photo I chose agree/)).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(/may publish my review/)).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('review-thanks')).toBeVisible()

    // Saved with the photo and the permission (staff's read of the review).
    const saved = await request.get(`/api/reviews?where[booking][equals]=${id}&depth=0`, {
      headers,
    })
    const [review] = (await saved.json()).docs
    expect(review).toMatchObject({ rating: 5, publishConsent: true, photoPermission: true })
    expect(typeof review.photo).toBe('number')
    // Editing again shows the chosen photo checked.
    await page.goto(`${path}&edit=1`)
    await expect(chooser.getByRole('radio', { name: 'Photo 1' })).toBeChecked()
    expect(await axeViolations(page)).toEqual([])
    await look(page, 'review-photo-edit')
  },
)
