import { describe, expect, it } from 'vitest'

import { healthIncidents, type HealthFacts } from './healthIncidents'

const now = new Date('2026-12-02T14:00:00Z')
const healthy: HealthFacts = {
  backupsConfigured: true,
  newestBackupAt: new Date('2026-12-02T08:15:00Z'),
  backupFailure: null,
  instalmentRunFailures: 0,
  messagesStuck: 0,
  erroredTasks: [],
  unresolvedInstalments: 0,
  webhooksMissing: 0,
  unreadyServers: [],
}
const keys = (f: Partial<HealthFacts>, at = now) =>
  healthIncidents({ ...healthy, ...f }, at).map((i) => i.key)

describe('healthIncidents', () => {
  it('is quiet when all is well', () => {
    expect(keys({})).toEqual([])
  })

  it('opens a backup incident past 26 hours, or with none, or none possible', () => {
    expect(keys({}, new Date('2026-12-03T10:14:00Z'))).toEqual([])
    expect(keys({}, new Date('2026-12-03T10:16:00Z'))).toEqual(['backup_stale'])
    expect(keys({ newestBackupAt: null })).toEqual(['backup_stale'])
    const off = healthIncidents({ ...healthy, backupsConfigured: false }, now)
    expect(off.map((i) => i.title)).toEqual(['Backups are not set up'])
    expect(keys({ backupFailure: 'EACCES' })).toEqual(['backup_failed'])
  })

  it('names instalments, stuck messages and each task that keeps failing, once each', () => {
    const all = healthIncidents(
      {
        ...healthy,
        instalmentRunFailures: 2,
        messagesStuck: 3,
        erroredTasks: [
          { task: 'syncBookingCalendar', jobs: 1 },
          { task: 'chargeInstalments', jobs: 2 },
        ],
      },
      now,
    )
    expect(all.map((i) => i.key)).toEqual([
      'instalments_failing',
      'messages_failing',
      'job_errors:syncBookingCalendar',
    ])
    expect(all[1].title).toBe('3 messages have not gone out for over an hour')
    expect(all.every((i) => i.nextStep.length > 20)).toBe(true)
  })

  it('names unpaid automatic payments, silent Stripe webhooks and each server not ready', () => {
    const all = healthIncidents(
      {
        ...healthy,
        unresolvedInstalments: 1,
        webhooksMissing: 2,
        unreadyServers: [
          { server: 'app2:3000', readyAt: new Date('2026-12-02T13:50:00Z'), reason: null },
        ],
      },
      now,
    )
    expect(all.map((i) => i.key)).toEqual([
      'instalments_unresolved',
      'webhooks_missing',
      'server_not_ready:app2:3000',
    ])
    expect(all.map((i) => i.title)).toEqual([
      '1 automatic payment was due and not charged',
      'Stripe has sent no webhook for 2 processing payments',
      'Server app2:3000 has not been ready for 10 minutes',
    ])
  })
})
