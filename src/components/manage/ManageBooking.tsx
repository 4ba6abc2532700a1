import Link from 'next/link'

import type { DocumentLink, ManagedBooking } from '@booking/rules'
import { formatDateLong } from '@kernel'
import { isCancelledOrRefunded } from '@booking/rules'

import { ui } from '@/components/ui/ui'
import { Pairs, Section } from '../success/Section'

import { AddendaSection } from './AddendaSection'
import { CancelPanel } from './CancelPanel'
import { DesignSection } from './DesignSection'
import { DocumentsSection } from './DocumentsSection'
import { EventDetailsForm } from './EventDetailsForm'
import { ModifyPanel } from './ModifyPanel'
import { PaymentsSection } from './PaymentsSection'
import { ScheduleSection } from './ScheduleSection'
import { TipSection } from './TipSection'
import { ReschedulePanel } from './ReschedulePanel'

/** The customer's own booking: times and money as the server computed them, and what they may do. */
export function ManageBooking({
  view,
  token,
  ics,
  documents = [],
}: {
  view: ManagedBooking
  token: string
  ics: string | null
  documents?: DocumentLink[]
}) {
  const b = view.booking
  const cancelled = isCancelledOrRefunded(b.status)
  return (
    <article className="mx-auto grid max-w-3xl gap-5 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-medium text-amber-800">Booking {b.reference}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-stone-900">Your booking</h1>
        <p className="mt-2 text-stone-700">
          {b.packageName} on <strong>{formatDateLong(b.eventDate)}</strong> ·{' '}
          <span data-testid="booking-status">{b.money.statusWord}</span> ·{' '}
          <span data-testid="booking-money">{b.money.phrase}</span>
        </p>
      </header>
      {cancelled && (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-stone-900">This booking is cancelled</h2>
          <p className="mt-1 text-stone-800" data-testid="cancelled-refund">
            Refunded: {view.refunded.text}. Card refunds take 5 to 10 business days to appear.
          </p>
        </div>
      )}
      <Section title="Your event">
        <Pairs
          rows={[
            ['Date', formatDateLong(b.eventDate)],
            ['Setup begins', b.times.setup],
            ['Photo booth', `${b.times.start} – ${b.times.end}`],
            ['Time zone', 'Winnipeg time'],
            ['Location', b.address],
            ['Package', b.packageName],
            ['Backdrop', b.backdropName],
            ...b.addOnDetails.map((a): [string, string] => ['Add-on', a.label]),
          ]}
        />
        {ics && (
          <a
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
            download={`${b.reference}.ics`}
            className={`${ui.secondary} mt-4 w-full sm:w-auto`}
          >
            Add to calendar (.ics)
          </a>
        )}
      </Section>
      <AddendaSection bookingId={b.id} token={token} addenda={b.addenda} />
      <PaymentsSection view={view} token={token} />
      <ScheduleSection view={view} token={token} />
      <TipSection view={view} token={token} />
      <DocumentsSection
        bookingId={b.id}
        token={token}
        documents={documents}
        agreement={b.agreement}
        addenda={b.addenda}
      />
      {!cancelled && <DesignSection bookingId={b.id} token={token} />}
      {view.canGiveDetails && (
        <EventDetailsForm
          bookingId={b.id}
          token={token}
          initial={view.details}
          welcomeScreen={view.welcomeScreen}
        />
      )}
      {view.canCancel && <ModifyPanel view={view} token={token} />}
      {view.canCancel && <ReschedulePanel view={view} token={token} />}
      {view.canCancel && view.refundToday && (
        <CancelPanel
          bookingId={b.id}
          token={token}
          refund={view.refundToday}
          eventDate={b.eventDate}
        />
      )}
      <p className="text-center text-sm text-stone-700">
        Questions? Call or text {view.phone}.{' '}
        <Link href="/terms" className={ui.link}>
          Cancellation terms
        </Link>
      </p>
    </article>
  )
}
