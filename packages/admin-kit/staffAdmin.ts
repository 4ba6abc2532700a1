import type { Config } from 'payload'

import { withAdminPanels, type AdminPanels } from './adminPanels'
import { hideFromPayloadNav } from './hideFromPayloadNav'

type Views = NonNullable<NonNullable<NonNullable<Config['admin']>['components']>['views']>

/** The nav's groups, in the order of an owner's week; "Settings" is one link to its own screen. */
export const STAFF_GROUPS = [
  'Work',
  'Customers',
  'Event day',
  'Money',
  'Messages',
  'Site content',
  'Settings',
] as const
export type StaffGroup = (typeof STAFF_GROUPS)[number]

/** One entry of the staff's side navigation; `order` places it in its group across plugins. */
export type StaffLink = {
  group: StaffGroup
  label: string
  href: string
  order: number
  /** Shown to admins only (the owner's reports); the view itself refuses anyone else. */
  adminOnly?: boolean
  /** Shown to event-day attendants only; a user who is only an attendant sees nothing else. */
  crew?: boolean
  /** A collection's list: shown only to whom Payload lets read it. */
  collection?: string
  /** False: offered elsewhere (Today's links), not in the nav. */
  nav?: false
  /** One line under the entry on the Settings screen. */
  hint?: string
}

/** What the browser's nav needs of a link (the Settings links are listed on their screen). */
export type NavLink = Pick<StaffLink, 'label' | 'href' | 'adminOnly' | 'crew' | 'collection'>
export type StaffNavGroups = [StaffGroup, NavLink[]][]

/** The Settings screen's own nav entry: the links of group Settings are listed there. */
export const SETTINGS_LINK: NavLink = { label: 'Settings', href: '/admin/settings' }

/** The staff links the enabled plugins added (views read it to offer only what exists). */
export const staffLinks = (config: Pick<Config, 'custom'>): StaffLink[] =>
  config.custom?.staffLinks ?? []
const linksOf = staffLinks

/**
 * What a plugin adds to the admin: its views, its links (collected in `custom`, server only, until
 * staffNavPlugin lists them) and its panels on Today and the booking workspace (adminPanels.ts).
 * A disabled plugin calls nothing, so it adds none of them.
 */
export const withStaffAdmin = (
  config: Config,
  { views = {}, links = [], ...panels }: { views?: Views; links?: StaffLink[] } & AdminPanels,
): Config =>
  withAdminPanels(
    {
      ...config,
      custom: { ...config.custom, staffLinks: [...linksOf(config), ...links] },
      admin: {
        ...config.admin,
        components: {
          ...config.admin?.components,
          views: { ...config.admin?.components?.views, ...views },
        },
      },
    },
    panels,
  )

const navLink = ({ label, href, adminOnly, crew, collection }: StaffLink): NavLink => ({
  label,
  href,
  ...(adminOnly ? { adminOnly } : {}),
  ...(crew ? { crew } : {}),
  ...(collection ? { collection } : {}),
})

/** The links every enabled plugin (and the host's own `links`) added, grouped in order. */
export const staffNavGroups = (config: Config, links: StaffLink[] = []): StaffNavGroups => {
  const all = [...linksOf(config), ...links].sort((a, b) => a.order - b.order)
  return STAFF_GROUPS.map((group): StaffNavGroups[number] => [
    group,
    group === 'Settings'
      ? all.some((l) => l.group === 'Settings')
        ? [SETTINGS_LINK]
        : []
      : all.filter((l) => l.group === group && l.nav !== false).map(navLink),
  ]).filter(([, groupLinks]) => groupLinks.length > 0)
}

/**
 * After the plugins: the staff nav is the admin's only nav. Payload's collection groups are
 * switched off (their routes stay), and the host's links and the Settings screen are added.
 */
export const staffNavPlugin =
  (links: StaffLink[] = []) =>
  (config: Config): Config => {
    const withHost = withStaffAdmin(hideFromPayloadNav(config), {
      links,
      views: {
        settings: {
          Component: '/packages/admin-kit/SettingsView#SettingsView',
          path: '/settings',
        },
      },
    })
    return {
      ...withHost,
      admin: {
        ...withHost.admin,
        components: {
          ...withHost.admin?.components,
          beforeNavLinks: [
            ...(withHost.admin?.components?.beforeNavLinks ?? []),
            {
              path: '/packages/admin-kit/StaffNavLinks#StaffNavLinks',
              clientProps: { groups: staffNavGroups(withHost) },
            },
          ],
        },
      },
    }
  }
