import { expect, type Page, type TestInfo } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The staff (or admin) account a browser test signs in with: one per Playwright project, made
 * by scripts/test.ts. Payload 3.90 records a login by rewriting the user's whole session list,
 * so two projects signing in to one account at the same moment can drop a session and sign the
 * other browser out. Empty when scripts/test.ts did not make the accounts.
 */
export function staffAccount(testInfo: TestInfo, role: 'staff' | 'admin' = 'staff') {
  const base = role === 'admin' ? process.env.E2E_ADMIN_EMAIL : process.env.E2E_STAFF_EMAIL
  const password =
    (role === 'admin' ? process.env.E2E_ADMIN_PASSWORD : process.env.E2E_STAFF_PASSWORD) ?? ''
  return { email: base ? projectEmail(base, testInfo.project.name) : '', password }
}

/** `e2e-staff@x` → `e2e-staff+phone@x`. */
export function projectEmail(email: string, project: string) {
  return email.replace('@', `+${project}@`)
}

/** Signs the browser in to the admin with the project's account, and waits until it is in. */
export async function signInToAdmin(page: Page, email: string, password: string) {
  await openAdminAs(page, email, password)
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

/** Where the setup project keeps an account's signed-in session (tests/e2e/sessions.setup.ts). */
export const sessionFile = (email: string) =>
  path.join(process.cwd(), 'test-reports', 'sessions', `${email}.json`)

/**
 * Opens the admin signed in as `email`: with the session the setup project saved for it (its
 * cookies, no login form), else through the login form. Tests whose subject is logging in use
 * the form themselves.
 */
export async function openAdminAs(page: Page, email: string, password: string) {
  const file = sessionFile(email)
  if (fs.existsSync(file)) {
    const { cookies } = JSON.parse(fs.readFileSync(file, 'utf8'))
    await page.context().addCookies(cookies)
    await page.goto('/admin')
    return
  }
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}
