import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { Fragment } from 'react'

import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'

import { hasRole } from '@server-kit'
import { addDaysToDateString, formatDateInYear, formatDateLong as formatEventDate } from '@kernel'
import { ChatPanel } from '@chat/client'
import { DesignsPendingPanel, NeedsAttendantPanel } from '@crew/client'
import { QuotesExpiringPanel } from '@quotes/client'
import { GalleriesDuePanel } from '@galleries/client'
import { AdminPage } from '@admin-kit/AdminPage'
import { grid, muted } from '@admin-kit/adminStyles'
import { staffLinks } from '@admin-kit/staffAdmin'
import { todayPanels } from '@admin-kit/todayPanels'
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
  return (
    <AdminPage props={props} template={false} title="Today">
      <p style={{ ...muted, marginTop: -8, marginBottom: 'var(--base)' }}>
        {formatEventDate(data.today)} · events through {shortDate(data.weekEnd)} (Winnipeg time)
      </p>
      <GoLiveChecklist
        payload={props.initPageResult.req.payload}
        user={props.initPageResult.req.user}
      />
      {/* Other plugins' panels (the health plugin's incidents), registered in the config. */}
      {todayPanels(payload.config).map((path) => (
        <Fragment key={path}>
          {RenderServerComponent({
            Component: path,
            importMap: payload.importMap,
            serverProps: { payload },
          })}
        </Fragment>
      ))}
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
          {offered.has('/admin/crew') ? (
            <>
              <NeedsAttendantPanel />
              <DesignsPendingPanel />
            </>
          ) : null}
          <QuotesExpiringPanel today={data.today} until={addDaysToDateString(data.today, 2)} />
          <GalleriesDuePanel />
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
        {/* The spec's /admin is live chat: the panel sits beside today's lists (chat enabled). */}
        {offered.has('/admin/chat') && (
          <aside aria-label="Live chat" data-slot="live-chat" style={{ minWidth: 0 }}>
            <ChatPanel />
          </aside>
        )}
      </div>
    </AdminPage>
  )
}
