import type { NavLink, StaffNavGroups } from './staffAdmin'

/** May this user open the link: attendants their own views, staff the rest, admins all. */
export const mayOpen = (
  link: Pick<NavLink, 'adminOnly' | 'crew' | 'collection'>,
  roles: readonly string[],
  canRead: (collection: string) => boolean,
): boolean => {
  const isAdmin = roles.includes('admin')
  const isStaff = isAdmin || roles.includes('staff')
  if (link.crew) return roles.includes('attendant')
  if (!isStaff || (link.adminOnly && !isAdmin)) return false
  return link.collection ? canRead(link.collection) : true
}

/**
 * The groups this user sees: each link they may open, each address once (an attendant who is
 * also staff would otherwise see "My events" and "Run sheets" lead to one screen), no empty group.
 */
export const visibleNavGroups = (
  groups: StaffNavGroups,
  roles: readonly string[],
  canRead: (collection: string) => boolean,
): StaffNavGroups => {
  const seen = new Set<string>()
  return groups
    .map(([group, links]): StaffNavGroups[number] => [
      group,
      links.filter((l) => {
        if (!mayOpen(l, roles, canRead) || seen.has(l.href)) return false
        seen.add(l.href)
        return true
      }),
    ])
    .filter(([, links]) => links.length > 0)
}
