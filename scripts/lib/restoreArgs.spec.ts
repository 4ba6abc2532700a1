import { describe, expect, it } from 'vitest'

import { restoreArgs } from './restoreArgs'

const now = new Date('2026-12-02T15:00:00Z')

describe('restoreArgs', () => {
  it('takes the id or the location npm run backup printed, and names a dated database', () => {
    expect(restoreArgs(['2026-12-02T08-15-00Z'], now)).toEqual({
      backup: '2026-12-02T08-15-00Z',
      database: `restored_20261202_${now.getTime()}`,
      media: undefined,
      force: false,
    })
    const s3 = restoreArgs(
      ['s3://b/backups/db/2026-12-02T08-15-00Z', '--database', 'copy_1', '--force'],
      now,
    )
    expect(s3).toMatchObject({ backup: '2026-12-02T08-15-00Z', database: 'copy_1', force: true })
  })

  it('refuses no backup and a database name that is not a plain identifier', () => {
    expect(restoreArgs([], now)).toHaveProperty('error', expect.stringMatching(/^Usage/))
    expect(restoreArgs(['x', '--database', 'a'], now)).toHaveProperty('error')
    const bad = restoreArgs(['2026-12-02T08-15-00Z', '--database', 'Robert"; drop'], now)
    expect(bad).toHaveProperty('error', expect.stringMatching(/lowercase letters/))
  })
})
