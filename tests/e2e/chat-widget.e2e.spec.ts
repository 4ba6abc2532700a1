import { expect, type Page, test } from '@playwright/test'

import { asNewVisitor, collectErrors } from '../helpers/site'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { axeViolations } from '../helpers/axe'
import { screenshot } from '../helpers/screenshot'
import { atPhone } from '../helpers/widths'

const shots = '/tmp/shots/chat'

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const panel = page.getByRole('dialog', { name: 'Photo Booth Assistant' })
  await expect(panel).toBeVisible()
  return panel
}

async function startChat(page: Page, name = 'Jordan Guest') {
  const panel = await openChat(page)
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Email').fill('jordan@test.example.com')
  await panel.getByRole('button', { name: 'Start Chat' }).click()
  await expect(panel.getByLabel('Type your message')).toBeFocused()
  return panel
}

const savedSession = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('photobooth-chat') ?? '{}').sessionId as string,
  )

// The forms' rules (which field is wrong, whitespace never sent, Shift+Enter, Send while the
// assistant types) are component specs (src/components/chat/chatForms.component.spec.tsx).
test('the chat panel: full screen on a phone, a small panel on a desktop; its form errors pass axe', async ({
  page,
}, testInfo) => {
  await asNewVisitor(page)
  await page.goto('/')
  const panel = await openChat(page)
  const box = (await panel.boundingBox())!
  const viewport = page.viewportSize()!
  if (viewport.width < 768) {
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, viewport.width, viewport.height])
  } else {
    expect(box.width).toBeLessThanOrEqual(384)
    expect(box.height).toBeLessThanOrEqual(400)
  }
  await panel.getByRole('button', { name: 'Start Chat' }).click()
  await expect(panel.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(panel.getByText('Please enter a valid email address')).toBeVisible()
  await expect(panel.getByLabel('Name')).toBeFocused()
  await screenshot(page, { path: `${shots}/widget-form-errors-${testInfo.project.name}.png` })
  expect(await axeViolations(page)).toEqual([])
})

test(
  'a conversation: typing indicator, reply delay, a quote with Book now, focus kept inside, kept over a reload',
  atPhone,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000) // two replies of 1–2 s each, an axe scan and a reload
    const w = testInfo.project.name
    await asNewVisitor(page)
    // The reload cancels Next's route prefetches and the chat's poll for new messages: those aborts
    // are not errors (CI once caught the poll in flight).
    const errors = collectErrors(page, [
      /_rsc=.*ERR_ABORTED/,
      /\/api\/chat\/session\/.*ERR_ABORTED/,
    ])
    await page.goto('/')
    const panel = await openChat(page)
    await panel.getByLabel('Email').fill('jordan@test.example.com')
    await panel.getByLabel('Name').fill('Jordan Guest')
    await panel.getByRole('button', { name: 'Start Chat' }).click()
    const input = panel.getByLabel('Type your message')
    await expect(input).toBeFocused()
    await expect(panel.getByText(/Hi Jordan Guest!/)).toBeVisible()

    await input.fill('What are your hours?')
    // Hold the first answer 3 s on the wire so a loaded test machine cannot race the checks below.
    await page.route(
      '**/api/chat/bot-response',
      async (route) => {
        await new Promise((r) => setTimeout(r, 3000))
        await route.continue()
      },
      { times: 1 },
    )
    const sentAt = Date.now()
    await input.press('Enter')
    await expect(panel.locator('[data-sender="visitor"]')).toHaveText('You: What are your hours?')
    await expect(panel.getByTestId('chat-typing')).toBeVisible()
    await input.fill('Next question')
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled()
    await screenshot(page, { path: `${shots}/widget-typing-${w}.png` })
    const reply = panel.locator('[data-sender="bot"]').nth(1)
    await expect(reply).toContainText('8:00 AM')
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000)
    await expect(panel.getByTestId('chat-typing')).toHaveCount(0)
    await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled()
    await input.fill('How much is Classic with 2 extra hours in Selkirk on June 12?')
    await input.press('Enter')
    await expect(panel.locator('[data-sender="bot"]').nth(2)).toContainText('Total $')
    // Book now carries what the visitor said and who they are (the chat remembers).
    await expect(panel.getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      /^\/booking\?package=3&date=\d{4}-06-12&town=Selkirk&name=Jordan\+Guest&email=jordan%40test\.example\.com$/,
    )
    await screenshot(page, { path: `${shots}/widget-conversation-${w}.png` })
    expect(await axeViolations(page)).toEqual([])

    // Focus stays inside while open (the browser's own UI may take one stop between rounds, where
    // the page's active element is its body); the message log is one of the stops, so a keyboard
    // can scroll it. Escape closes and returns focus to the button.
    const stops: string[] = []
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement
          if (!el || el === document.body) return 'browser'
          return `${el.closest('dialog')?.getAttribute('aria-labelledby')}:${el.getAttribute('role') ?? el.tagName}`
        }),
      )
    }
    expect(stops.filter((s) => s !== 'browser' && !s.startsWith('chat-title:'))).toEqual([])
    expect(stops).toContain('chat-title:log')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused()

    // The conversation survives a reload.
    await page.reload()
    const again = await openChat(page)
    await expect(again.locator('[data-sender="visitor"]')).toHaveCount(2)
    await expect(again.locator('[data-sender="bot"]').nth(1)).toContainText('8:00 AM')
    await screenshot(page, { path: `${shots}/widget-after-reload-${w}.png` })
    expect(errors).toEqual([])
  },
)

test(
  'a staff reply from the admin appears in the visitor widget without a reload',
  atPhone,
  async ({ page, browser }, testInfo) => {
    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')
    test.setTimeout(120_000)
    const w = testInfo.project.name
    await asNewVisitor(page)
    await page.goto('/contact')
    const panel = await startChat(page, `Riley ${w}`)
    await panel.getByLabel('Type your message').fill('Can someone call me about a school event?')
    await panel.getByLabel('Type your message').press('Enter')
    await expect(panel.locator('[data-sender="bot"]').nth(1)).toBeVisible()
    const sessionId = await savedSession(page)
    expect(sessionId).toMatch(/^c[0-9a-f]{12}$/)

    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const staff = await staffContext.newPage()
    await openAdminAs(staff, email, password)
    await expect(staff).toHaveURL(/\/admin\/?$/)
    await staff.goto('/admin/chat')
    const row = staff.getByTestId(`chat-session-${sessionId}`)
    await expect(row.getByTestId('unread-badge')).toHaveText(/1/)
    await row.click()
    await expect(staff.getByText('Can someone call me about a school event?')).toBeVisible()
    await expect(row.getByTestId('unread-badge')).toHaveCount(0, { timeout: 8000 })
    await expect(staff.getByRole('link', { name: 'Bookings by this email' })).toHaveAttribute(
      'href',
      /jordan%40test\.example\.com/,
    )
    const replyBox = staff.getByLabel(`Reply to Riley ${w}`)
    await replyBox.fill(`Happy to! Staff calling you today (${w}).`)
    await replyBox.press('Enter')
    await expect(staff.locator('[data-sender="staff"]')).toContainText(
      `Staff calling you today (${w})`,
    )
    await screenshot(staff, { path: `${shots}/admin-chat-${w}.png` })
    expect(await axeViolations(staff, '.chat-panel')).toEqual([])
    await staffContext.close()

    await expect(panel.locator('[data-sender="staff"]')).toContainText(
      `Staff calling you today (${w})`,
      {
        timeout: 8000,
      },
    )
    await screenshot(page, { path: `${shots}/widget-staff-reply-${w}.png` })
  },
)
