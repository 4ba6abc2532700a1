import type { UIFieldServerProps } from 'payload'

import { workspacePanels } from '@admin-kit/adminPanels'
import { PluginPanels } from '@admin-kit/PluginPanels'

import { BookingActions } from '../BookingActions'
import { BookingDocuments } from '../BookingDocuments'
import { BookingHistory } from '../BookingHistory'
import { bookingTimeline } from '../../presenters/bookingTimeline'
import { AgreementPanel } from './AgreementPanel'
import { EmailsTable } from './EmailsTable'
import { EventDetailsPanel } from './EventDetailsPanel'
import { EventTimeline } from './EventTimeline'
import { loadWorkspace } from './loadWorkspace'
import { MoneyPanel } from './MoneyPanel'
import { PaymentsTable } from './PaymentsTable'
import { SchedulePanel } from './SchedulePanel'
import { WorkspaceHeader } from './WorkspaceHeader'
import { section } from './workspaceStyles'

/**
 * The staff's booking workspace atop the booking's edit view: header, money, timeline, actions
 * (and, beside them, documents such as receipts), history, payments, emails and event details.
 * Every value is formatted here; the raw stored fields stay out of sight (Technical details).
 */
export async function BookingWorkspace({ id, req }: UIFieldServerProps) {
  if (!id || !req) return null
  const ws = await loadWorkspace(req, id)
  if (!ws) return null
  const { booking, payments, emails, bufferEnd } = ws
  const offlinePaidCents = payments
    .filter((p) => p.gateway === 'offline' && p.status === 'succeeded')
    .reduce((sum, p) => sum + (p.receivedCents ?? 0) - (p.refundedCents ?? 0), 0)
  return (
    <div data-testid="booking-workspace" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <WorkspaceHeader booking={booking} />
      <div
        style={{
          display: 'grid',
          gap: 'var(--base)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
        }}
      >
        <MoneyPanel booking={booking} payments={payments} />
        <EventTimeline booking={booking} bufferEnd={bufferEnd} />
      </div>
      {/* New actions join BookingActions; the receipts and invoices follow them. */}
      <section style={section}>
        <BookingActions offlinePaidCents={offlinePaidCents} />
      </section>
      <section style={section}>
        <BookingDocuments bookingId={booking.id} />
      </section>
      <AgreementPanel booking={booking} />
      {/* Other plugins' panels: the crew, the gallery, the review request (registered). */}
      <PluginPanels
        panels={workspacePanels(req.payload.config)}
        payload={req.payload}
        props={{ bookingId: booking.id }}
      />
      <section aria-labelledby="ws-history" style={section}>
        <h2 id="ws-history" style={{ margin: '0 0 12px', fontSize: 18 }}>
          History
        </h2>
        <BookingHistory rows={bookingTimeline(booking, payments)} />
      </section>
      <SchedulePanel booking={booking} />
      <PaymentsTable payments={payments} />
      <EmailsTable emails={emails} />
      <EventDetailsPanel booking={booking} />
    </div>
  )
}
