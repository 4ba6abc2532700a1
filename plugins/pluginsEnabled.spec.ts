import fs from 'node:fs'
import path from 'node:path'
import type { Config, Plugin } from 'payload'
import { describe, expect, it } from 'vitest'

import { todayPanels, workspacePanels } from '@admin-kit/adminPanels'
import {
  type StaffNavGroups,
  staffLinks,
  staffNavGroups,
  staffNavPlugin,
} from '@admin-kit/staffAdmin'

import { bookingPlugin } from '@booking/plugin'
import { cartsPlugin } from '@carts/plugin'
import { chatPlugin } from '@chat/plugin'
import { crewPlugin } from '@crew/plugin'
import { customersPlugin } from '@customers/plugin'
import { galleriesPlugin } from '@galleries/plugin'
import { healthPlugin } from '@health/plugin'
import { inputGuardPlugin } from '@inputGuard/plugin'
import { inquiriesPlugin } from '@inquiries/plugin'
import { integrationsPlugin } from '@integrations/plugin'
import { outboxPlugin } from '@outbox/plugin'
import { privacyPlugin } from '@privacy/plugin'
import { quotesPlugin } from '@quotes/plugin'
import { reportsPlugin } from '@reports/plugin'
import { reviewsPlugin } from '@reviews/plugin'

// Configuration only: no database, no server. The gateway is never called while configuring.
const gateway = () => {
  throw new Error('not called')
}

const allPlugins = (disabled: string[] = []) => {
  const enabled = (name: string) => !disabled.includes(name)
  return [
    bookingPlugin({ gateway, enabled: enabled('booking') }),
    cartsPlugin({ enabled: enabled('carts') }),
    inquiriesPlugin({ enabled: enabled('inquiries') }),
    chatPlugin({ enabled: enabled('chat') }),
    customersPlugin({ enabled: enabled('customers') }),
    integrationsPlugin({ enabled: enabled('integrations') }),
    outboxPlugin({ enabled: enabled('outbox') }),
    inputGuardPlugin({ enabled: enabled('inputGuard') }),
    reportsPlugin({ enabled: enabled('reports') }),
    privacyPlugin({ enabled: enabled('privacy') }),
  ]
}

const build = (plugins: Plugin[]) =>
  plugins.reduce<Config>((config, plugin) => plugin(config) as Config, {
    collections: [],
    globals: [],
    endpoints: [],
    jobs: { tasks: [] },
    admin: {},
  } as unknown as Config)

const labelsOf = (groups: StaffNavGroups) => groups.map(([g, l]) => [g, l.map((x) => x.label)])
const slugs = (config: Config) => (config.collections ?? []).map((c) => c.slug)
const views = (config: Config) => Object.keys(config.admin?.components?.views ?? {})
const tasks = (config: Config) => (config.jobs?.tasks ?? []).map((t) => t.slug)
const endpointCount = (config: Config) =>
  (config.endpoints ?? []).length +
  (config.collections ?? []).reduce((n, c) => n + (c.endpoints || []).length, 0)

const order = (name: string) =>
  ['booking', 'carts', 'inquiries', 'chat', 'customers', 'integrations', 'outbox']
    .concat(['inputGuard', 'reports', 'privacy'])
    .indexOf(name)

const COLLECTIONS: Record<string, string[]> = {
  booking: [
    'bookings',
    'booth-reservations',
    'payments',
    'payment-events',
    'payment-error-logs',
  ].concat(['booking-documents']),
  carts: ['carts'],
  inquiries: ['inquiries', 'subscribers'],
  chat: ['chat-sessions', 'chat-messages'],
  outbox: ['outbox'],
  privacy: ['consents', 'unsubscribes', 'privacy-log', 'privacy-breaches'],
}

describe('a disabled plugin keeps its collections and adds nothing else', () => {
  for (const name of Object.keys(COLLECTIONS)) {
    it(name, () => {
      const plugin = allPlugins([name])[order(name)]
      const config = build([plugin])
      expect(slugs(config)).toEqual(expect.arrayContaining(COLLECTIONS[name]))
      expect(endpointCount(config)).toBe(0)
      expect(tasks(config)).toEqual([])
      expect(views(config)).toEqual([])
      expect(config.custom?.staffLinks ?? []).toEqual([])
      expect(config.admin?.components?.header ?? []).toEqual([])
    })
  }

  it('integrations keeps its global and adds nothing else', () => {
    const config = build([integrationsPlugin({ enabled: false })])
    expect((config.globals ?? []).map((g) => g.slug)).toEqual(['integration-state'])
    expect([endpointCount(config), tasks(config), views(config)]).toEqual([0, [], []])
  })

  it('galleries keeps its collections, adds no endpoint, job or view, and leaves bookings as they were', () => {
    const before = build([bookingPlugin({ gateway })])
    const config = galleriesPlugin({ enabled: false, env: {} as NodeJS.ProcessEnv })(before)
    expect(slugs(config)).toEqual([...slugs(before), 'galleries', 'gallery-photos'])
    expect(endpointCount(config)).toBe(endpointCount(before))
    expect([tasks(config), views(config)]).toEqual([tasks(before), views(before)])
    expect(config.custom).toEqual(before.custom)
  })

  it('reviews keeps its collections and adds no endpoint, job or link', () => {
    const before = build([bookingPlugin({ gateway })])
    const config = reviewsPlugin({ enabled: false })(before)
    expect(slugs(config)).toEqual([...slugs(before), 'reviews', 'review-requests'])
    expect([endpointCount(config), tasks(config)]).toEqual([endpointCount(before), tasks(before)])
    expect(config.custom).toEqual(before.custom)
  })

  it('customers and inputGuard leave the configuration as it was', () => {
    const before = build([bookingPlugin({ gateway })])
    expect(customersPlugin({ enabled: false })(before)).toBe(before)
    expect(inputGuardPlugin({ enabled: false })(before)).toBe(before)
    expect(reportsPlugin({ enabled: false })(before)).toBe(before)
  })

  it('health keeps its collections (incidents, servers) and adds no job, endpoint or Today panel', () => {
    const config = build([healthPlugin({ enabled: false })])
    expect(slugs(config)).toEqual(['health-incidents', 'health-servers'])
    expect([endpointCount(config), tasks(config)]).toEqual([0, []])
    expect(config.custom?.todayPanels ?? []).toEqual([])
    const on = build([healthPlugin()])
    expect(tasks(on)).toEqual(['nightlyBackup', 'checkHealth'])
    expect(on.custom?.todayPanels).toEqual([
      { slot: 'top', order: 10, path: '/plugins/health/admin/HealthCard#HealthCard' },
    ])
  })

  it('the Reports link is marked for admins only (the owner)', () => {
    const links = staffNavGroups(build(allPlugins())).flatMap(([, l]) => l)
    expect(links.find((l) => l.label === 'Reports')).toEqual({
      label: 'Reports',
      href: '/admin/reports',
      adminOnly: true,
    })
  })
})

describe('each plugin registers its own staff views and links', () => {
  it('all enabled: the views, and the nav in the order of a working day', () => {
    const config = build(allPlugins())
    expect(views(config).sort()).toEqual(
      ['calendar', 'cartDashboard', 'chat', 'createBooking', 'dashboard', 'googleSetup']
        .concat(['goLive', 'privacy', 'reports', 'sheets', 'telegramSetup'])
        .sort(),
    )
    expect(labelsOf(staffNavGroups(config))).toEqual([
      ['Work', ['Today', 'Calendar', 'Bookings', 'New booking']],
      ['Customers', ['Customers', 'Leads']],
      ['Money', ['Payments', 'Receipts and invoices', 'Reports']],
      ['Messages', ['Live chat', 'Outbox']],
      ['Settings', ['Settings']],
    ])
  })

  it('carts disabled: its dashboard and its link (offered on Today) are gone, the others stay', () => {
    const config = build(allPlugins(['carts']))
    expect(views(config)).not.toContain('cartDashboard')
    expect(views(config)).toContain('dashboard')
    const hrefs = staffLinks(config).map((l) => l.href)
    expect(hrefs).not.toContain('/admin/dashboard')
    expect(hrefs).toContain('/admin/sheets')
    expect(staffLinks(build(allPlugins())).map((l) => l.href)).toContain('/admin/dashboard')
  })

  it('booking disabled: Payload keeps its own dashboard; the nav lists what is left', () => {
    const config = staffNavPlugin([
      {
        group: 'Settings',
        label: 'Site settings',
        href: '/admin/globals/site-settings',
        order: 10,
      },
    ])(build(allPlugins(['booking'])))
    expect(views(config)).not.toContain('dashboard')
    const nav = config.admin?.components?.beforeNavLinks ?? []
    expect(nav).toHaveLength(1)
    const { groups } = (nav[0] as { clientProps: { groups: StaffNavGroups } }).clientProps
    expect(labelsOf(groups)).toEqual([
      ['Customers', ['Customers', 'Leads']],
      ['Money', ['Reports']],
      ['Messages', ['Live chat', 'Outbox']],
      ['Settings', ['Settings']],
    ])
  })
})

describe("other plugins' panels on Today and the booking workspace (issue 52)", () => {
  const everyPlugin = (disabled: string[] = []) => {
    const on = (name: string) => !disabled.includes(name)
    return [
      ...allPlugins(disabled),
      crewPlugin({ enabled: on('crew') }),
      quotesPlugin({ enabled: on('quotes') }),
      galleriesPlugin({ enabled: on('galleries') }),
      reviewsPlugin({ enabled: on('reviews') }),
      healthPlugin({ enabled: on('health') }),
    ]
  }
  const name = (path: string) => path.split('#')[1]

  it('each enabled plugin registers its own, in order; a disabled one adds none', () => {
    const all = build(everyPlugin())
    expect(todayPanels(all).map((p) => [p.slot, name(p.path)])).toEqual([
      ['aside', 'ChatPanel'],
      ['main', 'NeedsAttendantPanel'],
      ['top', 'HealthCard'],
      ['main', 'DesignsPendingPanel'],
      ['main', 'QuotesExpiringPanel'],
      ['main', 'GalleriesDuePanel'],
    ])
    expect(workspacePanels(all).map((p) => name(p.path))).toEqual([
      'CrewPanel',
      'GalleryPanel',
      'ReviewRequestPanel',
    ])
    const without = build(everyPlugin(['crew', 'chat', 'reviews']))
    expect(todayPanels(without).map((p) => name(p.path))).toEqual([
      'HealthCard',
      'QuotesExpiringPanel',
      'GalleriesDuePanel',
    ])
    expect(workspacePanels(without).map((p) => name(p.path))).toEqual(['GalleryPanel'])
  })

  it('every registered panel is an admin dependency and in the generated import map', () => {
    const all = build(everyPlugin())
    const map = fs.readFileSync(
      path.join(import.meta.dirname, '../app/(payload)/admin/importMap.js'),
      'utf8',
    )
    for (const { path: panel } of [...todayPanels(all), ...workspacePanels(all)]) {
      expect(all.admin?.dependencies?.[panel]).toEqual({ path: panel, type: 'component' })
      expect(map).toContain(`"${panel}"`)
    }
  })
})
