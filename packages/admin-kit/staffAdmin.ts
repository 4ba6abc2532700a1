import type { Config } from 'payload'

type Views = NonNullable<NonNullable<NonNullable<Config['admin']>['components']>['views']>

/** One entry of the staff's side navigation; `order` places it in the working day across plugins. */
export type StaffLink = {
  group: 'Work' | 'Setup'
  label: string
  href: string
  order: number
  /** Shown to admins only (the owner's reports); the view itself refuses anyone else. */
  adminOnly?: boolean
  /** Shown to event-day attendants only; a user who is only an attendant sees nothing else. */
  crew?: boolean
}

export type StaffNavGroups = [string, [string, string, boolean?, boolean?][]][]

const GROUPS: StaffLink['group'][] = ['Work', 'Setup']

/** The staff links the enabled plugins added (views read it to offer only what exists). */
export const staffLinks = (config: Pick<Config, 'custom'>): StaffLink[] =>
  config.custom?.staffLinks ?? []
const linksOf = staffLinks

/**
 * What a plugin adds to the admin: its views, and its links, collected in `custom` (server only)
 * until staffNavPlugin lists them. A disabled plugin calls nothing, so it adds neither.
 */
export const withStaffAdmin = (
  config: Config,
  { views = {}, links = [] }: { views?: Views; links?: StaffLink[] },
): Config => ({
  ...config,
  custom: { ...config.custom, staffLinks: [...linksOf(config), ...links] },
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      views: { ...config.admin?.components?.views, ...views },
    },
  },
})

/** The links every enabled plugin (and the host's own `links`) added, grouped in order. */
export const staffNavGroups = (config: Config, links: StaffLink[] = []): StaffNavGroups => {
  const all = [...linksOf(config), ...links].sort((a, b) => a.order - b.order)
  return GROUPS.map((group): StaffNavGroups[number] => [
    group,
    all
      .filter((l) => l.group === group)
      .map((l): [string, string, boolean?, boolean?] =>
        l.crew
          ? [l.label, l.href, false, true]
          : l.adminOnly
            ? [l.label, l.href, true]
            : [l.label, l.href],
      ),
  ]).filter(([, groupLinks]) => groupLinks.length > 0)
}

/** After the plugins: the staff views lead Payload's side navigation (it lists no custom views). */
export const staffNavPlugin =
  (links: StaffLink[] = []) =>
  (config: Config): Config => ({
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        beforeNavLinks: [
          ...(config.admin?.components?.beforeNavLinks ?? []),
          {
            path: '/packages/admin-kit/StaffNavLinks#StaffNavLinks',
            clientProps: { groups: staffNavGroups(config, links) },
          },
        ],
      },
    },
  })
