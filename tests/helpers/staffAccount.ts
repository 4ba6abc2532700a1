import { expect, type Page, type TestInfo } from '@playwright/test'

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
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}
