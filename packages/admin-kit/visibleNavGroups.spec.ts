import { describe, expect, it } from 'vitest'

import type { StaffNavGroups } from './staffAdmin'
import { visibleNavGroups } from './visibleNavGroups'

const groups: StaffNavGroups = [
  [
    'Work',
    [
      { label: 'My events', href: '/admin/crew', crew: true },
      { label: 'Today', href: '/admin' },
      { label: 'Quotes', href: '/admin/collections/quotes', collection: 'quotes' },
    ],
  ],
  ['Event day', [{ label: 'Run sheets', href: '/admin/crew' }]],
  ['Money', [{ label: 'Reports', href: '/admin/reports', adminOnly: true }]],
]

const labels = (g: StaffNavGroups) => g.map(([name, l]) => [name, l.map((x) => x.label)])
const readsAll = () => true

describe('visibleNavGroups: each role sees what it may open, each screen once', () => {
  it('the owner: everything but the crew-only view, and no empty group', () => {
    expect(labels(visibleNavGroups(groups, ['admin'], readsAll))).toEqual([
      ['Work', ['Today', 'Quotes']],
      ['Event day', ['Run sheets']],
      ['Money', ['Reports']],
    ])
  })

  it('staff: not the admin-only reports, nor a collection Payload will not let them read', () => {
    expect(labels(visibleNavGroups(groups, ['staff'], (s) => s !== 'quotes'))).toEqual([
      ['Work', ['Today']],
      ['Event day', ['Run sheets']],
    ])
  })

  it('an attendant: their events only', () => {
    expect(labels(visibleNavGroups(groups, ['attendant'], readsAll))).toEqual([
      ['Work', ['My events']],
    ])
  })

  it('staff who are also attendants: one link to the crew screen, not two', () => {
    const shown = visibleNavGroups(groups, ['staff', 'attendant'], readsAll)
    expect(shown.flatMap(([, l]) => l).filter((l) => l.href === '/admin/crew')).toHaveLength(1)
  })
})
