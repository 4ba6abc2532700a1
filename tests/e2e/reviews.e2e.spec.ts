import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { readMails } from '../helpers/mailCapture'
import { signInToAdmin, staffAccount } from '../helpers/staffAccount'
import { askedBooking, look, reviewByKeyboard } from '../helpers/reviewsE2e'
import { atDesktop } from '../helpers/widths'

test('the review page by keyboard: stars, words, consent; 2 stars tells them the owner will reply', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000)
  const width = page.viewportSize()!.width
  const email = `review-${width}-${Date.now()}@test.example.com`
  const { path, id } = await askedBooking(request, info, width < 600 ? 10 : 11, email)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('How was your')
  await expect(page.getByRole('group', { name: 'How did the photo booth do?' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'review-form')
  await reviewByKeyboard(page, 2, 'The booth arrived late and the printer jammed.')
  await expect(page.getByTestId('owner-will-reply')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'review-thanks-low')
  // The owner's alert, with the booking.
  await expect
    .poll(() =>
      readMails().some((m) => /2-star review/.test(m.subject) && m.text.includes('printer jammed')),
    )
    .toBe(true)
  // Another booking's link is refused.
  await page.goto(path.replace(`/review/${id}?`, `/review/${id + 1}?`))
  await expect(page.getByRole('heading', { name: 'This review link does not work' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'review-refused')
})

test(
  'the owner sees the review beside its booking in the admin (1280 px)',
  atDesktop,
  async ({ page, request }, info) => {
    test.setTimeout(150_000)
    const email = `review-admin-${Date.now()}@test.example.com`
    const { path, id } = await askedBooking(request, info, 12, email)
    await page.goto(path)
    await reviewByKeyboard(page, 4, 'Great props, lovely attendant.')
    const account = staffAccount(info)
    await signInToAdmin(page, account.email, account.password)
    await page.goto('/admin/collections/reviews')
    await expect(page.getByRole('link', { name: /4 stars/ }).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await look(page, 'admin-reviews-list')
    await page
      .getByRole('link', { name: /4 stars/ })
      .first()
      .click()
    await expect(page.getByTestId('review-context')).toBeVisible()
    // Payload's own edit view is outside this change (its read-only selects and tabs): the review's
    // booking context is ours.
    expect(await axeViolations(page, '[data-testid="review-context"]')).toEqual([])
    await look(page, 'admin-review')
    await page.goto(`/admin/collections/bookings/${id}`)
    await expect(page.getByTestId('review-request-panel')).toContainText('Reviewed: 4 of 5 stars')
    await page.getByTestId('review-request-panel').scrollIntoViewIfNeeded()
    expect(await axeViolations(page, '[data-testid="review-request-panel"]')).toEqual([])
    await look(page, 'admin-booking-review')
  },
)
