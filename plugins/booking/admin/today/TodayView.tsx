import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@server-kit'
import { formatDateInYear, formatDateLong as formatEventDate } from '@kernel'
import { AdminPage } from '@admin-kit/AdminPage'
import { todayPanels } from '@admin-kit/adminPanels'
import { grid, muted, panel } from '@admin-kit/adminStyles'
import { PluginPanels } from '@admin-kit/PluginPanels'
import { staffLinks } from '@admin-kit/staffAdmin'
import { BalancesAndInquiries } from './BalancesAndInquiries'
import { BoothEvents } from './BoothEvents'
import { ErrorsAndHolds } from './ErrorsAndHolds'
import { GoLiveChecklist } from './goLive/GoLiveChecklist'
import { loadToday } from './loadToday'
import { FindBooking } from './FindBooking'
import { TodayLinks } from './TodayLinks'

/** The admin's landing: what happens this week and what needs attention now. */
export async function TodayView(props: AdminViewServerProps) {
  const user = props.initPageResult.req.user
  // An attendant's landing is their own events (plugins/crew), never the business's day.
  if (!hasRole(user, ['admin', 'staff']) && hasRole(user, ['attendant'])) redirect('/admin/crew')
  const data = await loadToday(props.initPageResult.req.payload, new Date())
  const shortDate = (d: string) => formatDateInYear(d, data.today)
  const payload = props.initPageResult.req.payload
  const offered = new Set(staffLinks(payload.config).map((l) => l.href))
  // Other plugins' panels (crew, quotes, galleries, chat, health), registered in the config.
  const panels = todayPanels(payload.config)
  const slot = (name: 'top' | 'main' | 'aside') => panels.filter((p) => p.slot === name)
  const panelProps = { today: data.today }
  return (
    <AdminPage props={props} template={false} title="Today">
      <p style={{ ...muted, marginTop: -8, marginBottom: 'var(--base)' }}>
        {formatEventDate(data.today)} · events through {shortDate(data.weekEnd)} (Winnipeg time)
      </p>
      <GoLiveChecklist
        payload={props.initPageResult.req.payload}
        user={props.initPageResult.req.user}
      />
      <PluginPanels panels={slot('top')} payload={payload} props={panelProps} />
      <div
        style={{
          display: 'grid',
          gap: 'var(--base)',
          gridTemplateColumns: 'minmax(340px, 1fr) minmax(0, 1.6fr)',
        }}
      >
        <div>
          <FindBooking />
          <BoothEvents booths={data.booths} shortDate={shortDate} />
          {/* Each plugin's list in a card of its own, as today's other lists. */}
          <div style={grid}>
            {slot('main').map((p) => (
              <div key={p.path} style={panel}>
                <PluginPanels panels={[p]} payload={payload} props={panelProps} />
              </div>
            ))}
          </div>
          <div style={grid}>
            <BalancesAndInquiries data={data} shortDate={shortDate} />
            <ErrorsAndHolds
              admin={hasRole(props.initPageResult.req.user, ['admin'])}
              data={data}
              shortDate={shortDate}
            />
          </div>
          <TodayLinks offered={offered} />
        </div>
        {/* Beside today's lists: the spec's /admin is live chat (the chat plugin's panel). */}
        {slot('aside').map((entry) => (
          <aside
            aria-label={entry.label}
            data-slot={entry.label?.toLowerCase().replaceAll(' ', '-')}
            key={entry.path}
            style={{ minWidth: 0 }}
          >
            <PluginPanels panels={[entry]} payload={payload} props={panelProps} />
          </aside>
        ))}
      </div>
    </AdminPage>
  )
}
