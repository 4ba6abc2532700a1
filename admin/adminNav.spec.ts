import { describe, expect, it } from 'vitest'

import { staffNavGroups } from '@admin-kit/staffAdmin'
import { visibleNavGroups } from '@admin-kit/visibleNavGroups'
import { systemRecords } from '@admin-kit/systemRecords'

import configPromise from '../payload.config'

// The technical tables: what code writes, kept out of the nav, listed under Settings → System records.
const TECHNICAL = [
  'payment-events',
  'payment-error-logs',
  'booth-reservations',
  'chat-sessions',
].concat(['chat-messages', 'terms-versions', 'consents', 'unsubscribes', 'crew-assignments'])

describe("the admin's nav (the whole configuration, every plugin on)", async () => {
  const config = await configPromise
  const groups = staffNavGroups(config as never)
  const forRoles = (roles: string[]) => visibleNavGroups(groups, roles, () => true)
  const links = (roles: string[]) => forRoles(roles).flatMap(([, l]) => l)

  it('the owner reads at most 25 entries, each once, grouped by the work', () => {
    const owner = links(['admin'])
    expect(owner.length).toBeLessThanOrEqual(25)
    expect(new Set(owner.map((l) => l.label)).size).toBe(owner.length)
    expect(new Set(owner.map((l) => l.href)).size).toBe(owner.length)
    expect(forRoles(['admin']).map(([g]) => g)).toEqual([
      'Work',
      'Customers',
      'Event day',
      'Money',
      'Messages',
      'Site content',
      'Settings',
    ])
    for (const name of ['Quotes', 'Waitlist', 'Galleries', 'Design proofs', 'Run sheets'])
      expect(owner.map((l) => l.label)).toContain(name)
  })

  it('no technical table is in the nav; each is a System record an admin can open', () => {
    const hrefs = links(['admin']).map((l) => l.href)
    const records = systemRecords(config, () => true).map((r) => r.href)
    for (const slug of TECHNICAL) {
      expect(hrefs).not.toContain(`/admin/collections/${slug}`)
      expect(records).toContain(`/admin/collections/${slug}`)
    }
    // Payload's own groups are off for every collection and global (their routes stay).
    const ours = config.collections.filter((c) => !c.slug.startsWith('payload-'))
    expect(ours.filter((c) => c.admin.group !== false).map((c) => c.slug)).toEqual([])
    const globals = config.globals.filter((g) => !g.slug.startsWith('payload-'))
    expect(globals.filter((g) => g.admin.group !== false).map((g) => g.slug)).toEqual([])
  })

  it('an attendant sees their events and days off only; staff not the owner-only screens', () => {
    expect(links(['attendant']).map((l) => l.label)).toEqual(['My events', 'My days off'])
    const staff = links(['staff']).map((l) => l.label)
    expect(staff).not.toContain('Reports')
    expect(staff).not.toContain('Crew pay')
    expect(staff).toContain('Run sheets')
  })
})
