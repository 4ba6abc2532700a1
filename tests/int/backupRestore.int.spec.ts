import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { listBackups, takeBackup } from '@health/server'

import { readManifest } from '../../plugins/health/operations/backupManifest'
import { tableChecksums } from '../../plugins/health/operations/copyTables'
import { checkInvariants } from '../../scripts/lib/invariants'
import {
  databaseUrl,
  dropDatabase,
  restoreCli,
  serveCopy,
  useBackupTarget,
} from '../helpers/backups'
import { fileDays } from '../helpers/fileDays'
import { paidBooking } from '../helpers/selfService'

const target = useBackupTarget()
// A port of this run's own (the cluster test uses TEST_PORT + 50 to + 60).
const SERVE_PORT = Number(process.env.TEST_PORT || 3100) + 70
const live = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
const restoredName = `drill_${process.pid}_${Date.now()}`
const restored = new pg.Pool({ connectionString: databaseUrl(restoredName), max: 1 })
afterAll(async () => {
  await restored.end()
  await live.end()
  await dropDatabase(restoredName)
})

// The restore drill: a backup is only as good as a restore that was tried. Booked through the
// API, backed up, restored into a fresh database by `npm run restore`, compared table by table.
describe('backup and restore drill', () => {
  it('restores every table exactly, and the copy keeps the books', async () => {
    const days = fileDays('issue53')
    const full = await paidBooking({ eventDate: days.date(0) })
    const deposit = await paidBooking({ eventDate: days.date(1), paymentType: 'deposit' })
    const client = await live.connect()
    const backup = await takeBackup(client, target.settings(), new Date()).finally(() =>
      client.release(),
    )
    if (!backup.ok) throw new Error(backup.code)
    expect(backup.rows).toBeGreaterThan(0)
    // Booked after the backup: the live database has it, the copy must not.
    const later = await paidBooking({ eventDate: days.date(2) })

    const out = await restoreCli([backup.id, '--database', restoredName], target.env)
    expect(out).toMatch(new RegExp(`Restored ${backup.id}: \\d+ tables`))
    expect(out).toMatch(/^\s+bookings\s+\d+$/m)

    // Every table: the same rows and the same checksum as the backup's snapshot recorded.
    const manifest = (await readManifest(
      target.settings().store,
      target.settings().key,
      backup.id,
    ))!
    const copy = await restored.connect()
    try {
      const tables = manifest.tables.filter((t) => t.name !== 'payload_migrations')
      const sums = await tableChecksums(copy, tables)
      for (const t of tables)
        expect({ table: t.name, ...sums[t.name] }).toEqual({
          table: t.name,
          rows: t.rows,
          checksum: t.checksum,
        })
      const names = (await copy.query('select name from payload_migrations')).rows.map(
        (r) => r.name,
      )
      expect(names).toEqual(expect.arrayContaining(manifest.migrations))
      // The two bookings, with their money, and sequences past their ids (a new row gets a new id).
      const rows = await copy.query(
        'select id, status, amount_paid_cents from bookings where id = any($1::int[]) order by id',
        [[full.id, deposit.id]],
      )
      expect(rows.rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed'])
      const next = await copy.query(
        `select nextval(pg_get_serial_sequence('bookings', 'id')) as id`,
      )
      expect(Number(next.rows[0].id)).toBeGreaterThan(Math.max(full.id, deposit.id))
    } finally {
      copy.release()
    }
    expect(await checkInvariants(databaseUrl(restoredName))).toEqual([])
    // A real server on the copy serves the customer's page of a restored booking (read from the
    // copy: the booking made after the backup is not there).
    const copyServer = await serveCopy(restoredName, SERVE_PORT)
    try {
      const manage = (b: { id: number; accessToken: string }) =>
        fetch(
          `${copyServer.url}/booking/manage?booking_id=${b.id}&token=${encodeURIComponent(b.accessToken)}`,
        )
      const page = await manage(full)
      expect(page.status).toBe(200)
      const reference = (
        await restored.query('select reference from bookings where id = $1', [full.id])
      ).rows[0].reference
      expect(await page.text()).toContain(reference)
      const missing = await (await manage(later)).text()
      expect(missing).not.toContain(later.reference)
    } finally {
      await copyServer.stop()
    }
    const listing = await listBackups(target.settings().store)
    expect(listing.backups.map((b) => [b.id, b.complete])).toContainEqual([backup.id, true])
  }, 300_000)
})
