import { expect, type Page, test } from '@playwright/test'

import { paidBooking } from '../helpers/selfService'
import { bookViaApi, savedCustomer, seedWizard, slotDate } from '../helpers/wizard'
import { screenshot } from '../helpers/screenshot'
import { atPhone } from '../helpers/widths'

/**
 * Scrolls the page top to bottom; at each stop, while the launcher shows, no form control
 * (field, label, button), link (the manage page's "Pay now") or text may lie under it. Returns what it covered (empty when it never does).
 */
async function coveredControls(page: Page): Promise<string[]> {
  // Attached, not visible: at the top of a form it may rightly start stepped aside.
  await page.getByTestId('chat-launcher').waitFor({ state: 'attached' })
  return page.evaluate(async () => {
    const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]')!
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    const covered = new Set<string>()
    const max = document.documentElement.scrollHeight - window.innerHeight
    /** What lies under the launcher now, while it shows. */
    const under = () => {
      const found: string[] = []
      if (getComputedStyle(launcher).visibility === 'hidden') return found
      const l = launcher.getBoundingClientRect()
      for (const el of document.querySelectorAll<HTMLElement>(
        'input, select, textarea, button, label, summary, a[href]',
      )) {
        if (launcher.contains(el) || el.closest('[role="dialog"]')) continue
        const r = el.getBoundingClientRect()
        if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue
        if (!(r.left < l.right && l.left < r.right && r.top < l.bottom && l.top < r.bottom))
          continue
        // Only what is on top (not behind the sticky header) counts.
        const top = document.elementFromPoint(
          Math.min(Math.max((r.left + r.right) / 2, l.left + 1), l.right - 1),
          Math.min(Math.max((r.top + r.bottom) / 2, l.top + 1), l.bottom - 1),
        )
        if (top && (top === launcher || launcher.contains(top) || el.contains(top)))
          found.push(
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 30)}"`,
          )
      }
      // Text too (an amount, a heading): on the booking pages nothing sits under it (issue 49).
      const walker = document.createTreeWalker(
        document.getElementById('main')!,
        NodeFilter.SHOW_TEXT,
      )
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('[role="dialog"]')) continue
        range.selectNodeContents(node)
        for (const r of range.getClientRects())
          if (
            r.width &&
            r.height &&
            r.left < l.right &&
            l.left < r.right &&
            r.top < l.bottom &&
            l.top < r.bottom
          )
            found.push(`text "${node.textContent.trim().slice(0, 30)}"`)
      }
      return found
    }
    for (let y = 0; ; y = Math.min(max, y + 120)) {
      window.scrollTo(0, y)
      await frames()
      // A busy machine may take a moment to re-render: only what stays covered counts.
      if (under().length) await new Promise((r) => setTimeout(r, 500))
      for (const hit of under()) covered.add(`${hit} at y=${y}`)
      if (y >= max) break
    }
    window.scrollTo(0, 0)
    return [...covered]
  })
}

const atStep = (currentStep: number, extra: Record<string, unknown> = {}) => ({
  currentStep,
  bookingFormData: savedCustomer,
  selectedPackage: 2,
  selectedDate: null,
  selectedTime: null,
  selectedBackdrop: 1,
  addOnQuantities: {},
  paymentType: 'full',
  promoCode: null,
  booking: null,
  ...extra,
})

// The floating button meets forms at 390 px.
test.describe('the Chat with us button never covers a control on a phone', atPhone, () => {
  for (const step of [1, 2, 3, 4]) {
    test(`wizard step ${step}`, async ({ page }, testInfo) => {
      const date = slotDate(testInfo, 40 + step)
      await seedWizard(
        page,
        atStep(step, step >= 3 ? { selectedDate: date, selectedTime: '18:00' } : {}),
      )
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await coveredControls(page)).toEqual([])
      await screenshot(page, { path: testInfo.outputPath(`launcher-step${step}.png`) })
    })
  }

  test('wizard step 5 (payment) and the manage page', async ({ page, request }, testInfo) => {
    const date = slotDate(testInfo, 46)
    const held = await bookViaApi(request, { eventDate: date, eventTime: '18:00' })
    await seedWizard(
      page,
      atStep(5, {
        selectedDate: date,
        selectedTime: '18:00',
        booking: { id: held.id, accessToken: held.accessToken },
      }),
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await coveredControls(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('launcher-step5.png') })

    // A plan paid by hand: each part has its own "Pay now" link near the bottom (issue 49).
    const paid = await paidBooking({
      eventDate: slotDate(testInfo, 47),
      eventTime: '18:00',
      paymentType: 'plan',
    })
    await page.goto(
      `/booking/manage?booking_id=${paid.id}&token=${encodeURIComponent(paid.accessToken)}`,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible()
    await expect(page.getByTestId('pay-next-part')).toBeVisible()
    expect(await coveredControls(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('launcher-manage.png'), fullPage: true })
  })
})
