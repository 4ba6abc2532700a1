import { expect, test as setup } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { projectEmail, sessionFile } from '../helpers/staffAccount'

// One signed-in session per browser project and role, saved before the projects run: admin tests
// whose subject is not logging in open the admin with it (openAdminAs) instead of the login form.
// Each project keeps its own account (tests/helpers/staffAccount.ts), so no two browsers share a
// session list. Through the REST login: the same cookie the form sets.
const PROJECTS = ['desktop-pages', 'phone', 'desktop']
const ACCOUNTS = [
  [process.env.E2E_STAFF_EMAIL, process.env.E2E_STAFF_PASSWORD],
  [process.env.E2E_ADMIN_EMAIL, process.env.E2E_ADMIN_PASSWORD],
] as const

setup('a signed-in session per project and role', async ({ playwright, baseURL }) => {
  setup.skip(!process.env.E2E_STAFF_EMAIL, 'scripts/test.ts creates the staff accounts')
  for (const project of PROJECTS)
    for (const [base, password] of ACCOUNTS) {
      const email = projectEmail(base!, project)
      const context = await playwright.request.newContext({ baseURL })
      const res = await context.post('/api/users/login', { data: { email, password } })
      expect(res.status(), `${email}: ${await res.text()}`).toBe(200)
      fs.mkdirSync(path.dirname(sessionFile(email)), { recursive: true })
      await context.storageState({ path: sessionFile(email) })
      await context.dispose()
    }
})
