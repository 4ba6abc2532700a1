'use client'

import { useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import type { StaffNavGroups } from './staffAdmin'
import { useNavOpenAtDesktop } from './useNavOpenAtDesktop'

const current = (path: string, href: string) =>
  href === '/admin' ? path === '/admin' : path === href || path.startsWith(`${href}/`)

/**
 * The staff views in Payload's side navigation (custom views are not listed by default), in the
 * order of a working day; collections follow in Payload's own groups. The enabled plugins' links.
 */
export function StaffNavLinks({ groups }: { groups: StaffNavGroups }) {
  const path = usePathname() ?? ''
  const { user } = useAuth<{ roles?: string[] }>()
  const isAdmin = Boolean(user?.roles?.includes('admin'))
  const isStaff = isAdmin || Boolean(user?.roles?.includes('staff'))
  const isCrew = Boolean(user?.roles?.includes('attendant'))
  // An attendant sees their own views only; staff never see the crew's.
  const shown = groups
    .map(([group, links]): StaffNavGroups[number] => [
      group,
      links.filter(([, , adminOnly, crew]) => (crew ? isCrew : isStaff && (!adminOnly || isAdmin))),
    ])
    .filter(([, links]) => links.length > 0)
  useNavOpenAtDesktop()
  return (
    <nav aria-label="Staff views" style={{ display: 'grid', gap: 12, marginBottom: 'var(--base)' }}>
      {shown.map(([group, links]) => (
        <div key={group}>
          <h2
            className="nav-group__label"
            id={`nav-${group}`}
            style={{ fontSize: 13, margin: '0 0 4px' }}
          >
            {group}
          </h2>
          <ul aria-labelledby={`nav-${group}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map(([label, href]) => (
              <li key={href}>
                <a
                  aria-current={current(path, href) ? 'page' : undefined}
                  className={`nav__link${current(path, href) ? ' active' : ''}`}
                  href={href}
                  style={{ minHeight: 24, fontWeight: current(path, href) ? 600 : undefined }}
                >
                  <span className="nav__link-label">{label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
