import { expect, test } from '@playwright/test'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { axeViolations } from '../helpers/axe'
import { staffAccount } from '../helpers/staffAccount'
import { visitorIp } from '../helpers/visitorIp'
import { screenshot } from '../helpers/screenshot'
import { atDesktop } from '../helpers/widths'

/** A page on another loopback port: what an attacker's site is to the app. */
async function foreignSite(html: string) {
  const server = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

test(
  'a page on another origin cannot post with the staff session, as text/plain or as a form',
  atDesktop,
  async ({ page }, testInfo) => {
    const staff = staffAccount(testInfo)
    test.skip(!staff.email, 'scripts/test.ts creates the staff account')
    const app = new URL(testInfo.project.use.baseURL ?? '').origin
    const visitor = { 'X-Forwarded-For': visitorIp() }

    // A visitor's chat, and the staff member signed in in this browser (cookie on the app).
    const start = await page.request.post('/api/chat/start-session', {
      data: { customerName: 'Csrf Target', customerEmail: 'csrf@test.example.com' },
      headers: visitor,
    })
    const { sessionId } = (await start.json()) as { sessionId: string }
    const login = await page.request.post('/api/users/login', { data: staff, headers: visitor })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const cookies = await page.context().cookies(app)
    expect(cookies.map((c) => c.name)).toContain('payload-token')

    const marker = `csrf-${Date.now()}`
    const site = await foreignSite(`<!doctype html><title>elsewhere</title>
<form id="f" method="post" action="${app}/api/contact" target="sink">
  <input name="name" value="Eve"><input name="email" value="eve@test.example.com">
  <input name="message" value="${marker}">
</form><iframe name="sink"></iframe>
<script>
  const post = (path, body) => fetch(${JSON.stringify(app)} + path, {
    method: 'POST', mode: 'no-cors', credentials: 'include',
    headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body),
  })
  window.done = Promise.allSettled([
    post('/api/admin/send-message', { sessionId: ${JSON.stringify(sessionId)}, message: ${JSON.stringify(marker)} }),
    post('/api/chat/start-session', { customerName: ${JSON.stringify(marker)} }),
  ])
</script>`)
    const answers: string[] = []
    page.on('response', (res) => {
      if (res.url().startsWith(`${app}/api/`))
        answers.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`)
    })
    try {
      await page.goto(site.url)
      await page.evaluate(() => (window as unknown as { done: Promise<unknown> }).done)
      const form = page.waitForResponse(`${app}/api/contact`)
      await page.locator('#f').evaluate((f: HTMLFormElement) => f.submit())
      await form
    } finally {
      site.close()
    }
    expect(answers.sort()).toEqual([
      'POST /api/admin/send-message 415',
      'POST /api/chat/start-session 415',
      'POST /api/contact 415',
    ])

    // Nothing was written in anyone's name.
    const staffApi = { headers: { Authorization: `JWT ${token}` } }
    const messages = await page.request.get(
      `/api/admin/chat-messages?sessionId=${sessionId}`,
      staffApi,
    )
    expect(JSON.stringify(await messages.json())).not.toContain(marker)
    const sessions = await page.request.get('/api/admin/chat-sessions', staffApi)
    expect(JSON.stringify(await sessions.json())).not.toContain(marker)
    const inquiries = await page.request.get(
      `/api/inquiries?where[message][equals]=${marker}`,
      staffApi,
    )
    expect(((await inquiries.json()) as { totalDocs: number }).totalDocs).toBe(0)
  },
)

test(
  'staff read a password reset email in the Outbox with its link redacted',
  atDesktop,
  async ({ page }, testInfo) => {
    const staff = staffAccount(testInfo)
    test.skip(!staff.email, 'scripts/test.ts creates the staff account')
    const forgot = await page.request.post('/api/users/forgot-password', {
      data: { email: staff.email },
      headers: { 'X-Forwarded-For': visitorIp() },
    })
    expect(forgot.status()).toBe(200)
    // Signing in through the API sets the session cookie for the admin and gives a token for reads.
    const login = await page.request.post('/api/users/login', {
      data: staff,
      headers: { 'X-Forwarded-For': visitorIp() },
    })
    const { token } = (await login.json()) as { token: string }
    const rows = await page.request.get(
      `/api/outbox?where[to][equals]=${encodeURIComponent(staff.email)}&sort=-createdAt&limit=1`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const { docs } = (await rows.json()) as { docs: { id: number; html: string }[] }
    expect(docs[0].html).toContain('/admin/reset/[redacted]')
    await page.goto(`/admin/collections/outbox/${docs[0].id}`)
    const message = page.getByRole('region', { name: 'Message' })
    await expect(message).toContainText('show as [redacted] in this copy')
    await expect(
      page
        .frameLocator('iframe[title="Email as sent"]')
        .getByRole('link', { name: /new password/ }),
    ).toHaveAttribute('href', /\/admin\/reset\/\[redacted\]$/)
    const preview = 'iframe[title="Email as sent"]'
    expect(await axeViolations(page, 'section[aria-label="Message"]', [preview])).toEqual([])
    await screenshot(page, {
      path: testInfo.outputPath('outbox-reset-redacted-1280.png'),
      fullPage: true,
    })
  },
)
