import { expect, test } from '@playwright/test'
import pg from 'pg'

import { axeViolations } from '../helpers/axe'
import { screenshot } from '../helpers/screenshot'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'

// The test servers have no BACKUP_KEY: the health check opens "Backups are not set up". Opened
// here as the job would (same key), so the card shows it without waiting for the 5-minute check.
async function openBackupIncident() {
  const sql = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await sql.connect()
  await sql.query(`insert into health_incidents (key, kind, title, next_step, opened_at)
    values ('backup_stale', 'backup_stale', 'Backups are not set up',
      'Set BACKUP_KEY (and BACKUP_S3_* for off-site storage) on the servers; see docs/operations.md, Backups.', now())
    on conflict (key) where cleared_at is null do nothing`)
  await sql.end()
}

test('Today: the Health card lists open incidents with the next step', async ({
  page,
}, testInfo) => {
  const { email, password } = staffAccount(testInfo, 'admin')
  test.skip(
    !email || !process.env.DATABASE_URL,
    'scripts/test.ts creates the accounts and database',
  )
  await openBackupIncident()
  await openAdminAs(page, email, password)
  const card = page.getByTestId('health-card')
  await expect(card.getByRole('heading', { name: 'Health', level: 2 })).toBeVisible()
  await expect(card).toContainText('Backups are not set up')
  await expect(card).toContainText('Next step: Set BACKUP_KEY')
  await expect(card).toContainText(/since [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d\d [AP]M/)
  await screenshot(page, { path: testInfo.outputPath('today-health-1280.png'), fullPage: true })
  expect(await axeViolations(page, '[data-testid="health-card"]')).toEqual([])
})
