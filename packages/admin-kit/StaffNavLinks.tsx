'use client'

import { useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import type { StaffNavGroups } from './staffAdmin'
import { useNavOpenAtDesktop } from './useNavOpenAtDesktop'
import { visibleNavGroups } from './visibleNavGroups'

const current = (path: string, href: string) =>
  href === '/admin' ? path === '/admin' : path === href || path.startsWith(`${href}/`)

/**
 * The admin's one navigation (Payload's collection groups are switched off): the product's
 * screens grouped by the work, each once, only those the signed-in user may open.
 */
export function StaffNavLinks({ groups }: { groups: StaffNavGroups }) {
  const path = usePathname() ?? ''
  const { user, permissions } = useAuth<{ roles?: string[] }>()
  const shown = visibleNavGroups(groups, user?.roles ?? [], (slug) =>
    Boolean(permissions?.collections?.[slug]?.read),
  )
  useNavOpenAtDesktop()
  return (
    <nav aria-label="Staff views" style={{ display: 'grid', gap: 12, marginBottom: 'var(--base)' }}>
      {shown.map(([group, links]) => {
        const id = `nav-${group.replace(/\W+/g, '-')}`
        return (
          <div key={group}>
            <h2 className="nav-group__label" id={id} style={{ fontSize: 13, margin: '0 0 4px' }}>
              {group}
            </h2>
            <ul aria-labelledby={id} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {links.map(({ label, href }) => (
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
        )
      })}
    </nav>
  )
}
