import type { AdminViewServerProps } from 'payload'

import { AdminPage } from './AdminPage'
import { list, muted, panel, targetLink } from './adminStyles'
import { staffLinks } from './staffAdmin'
import { systemRecords } from './systemRecords'
import { mayOpen } from './visibleNavGroups'

/**
 * /admin/settings: the nav's one Settings entry. The business's settings and connections, and for
 * admins the System records: every table code writes (payment events, reservations, logs…),
 * kept out of the nav, listed here so nothing is out of reach.
 */
export function SettingsView(props: AdminViewServerProps) {
  const { req, permissions } = props.initPageResult
  const roles = (req.user as { roles?: string[] } | null)?.roles ?? []
  const canRead = (slug: string) => Boolean(permissions?.collections?.[slug]?.read)
  const config = req.payload.config
  const settings = staffLinks(config)
    .filter((l) => l.group === 'Settings' && mayOpen(l, roles, canRead))
    .sort((a, b) => a.order - b.order)
  const records = roles.includes('admin') ? systemRecords(config, canRead) : []
  return (
    <AdminPage props={props} title="Settings">
      <div style={{ display: 'grid', gap: 'var(--base)', maxWidth: 760 }}>
        <section aria-labelledby="settings-main" style={panel}>
          <h2 id="settings-main" style={{ margin: '0 0 12px', fontSize: 18 }}>
            The business
          </h2>
          <ul style={list}>
            {settings.map((l) => (
              <li key={l.href}>
                <a href={l.href} style={targetLink}>
                  {l.label}
                </a>
                {l.hint ? <div style={muted}>{l.hint}</div> : null}
              </li>
            ))}
          </ul>
        </section>
        {records.length > 0 ? (
          <section aria-labelledby="settings-system" style={panel} data-testid="system-records">
            <h2 id="settings-system" style={{ margin: '0 0 4px', fontSize: 18 }}>
              System records
            </h2>
            <p style={{ ...muted, margin: '0 0 12px' }}>
              What the site writes as it works (payment gateway events, booth holds, logs). Read
              them to answer a question; the screens above and the booking page change things.
            </p>
            <ul style={list}>
              {records.map((r) => (
                <li key={r.href}>
                  <a href={r.href} style={targetLink}>
                    {r.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </AdminPage>
  )
}
