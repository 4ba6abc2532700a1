import { formatDateLong, formatDuration, formatTimeLabel, isValidTimeString } from '@kernel'
import { formatPhoneInput } from '../wizard/formatPhone'
import { PaymentSummarySection } from './PaymentSummarySection'
import { Pairs, Section } from './Section'
import type { PublicBooking } from '@booking/contract'

/** The printable confirmation: everything the customer needs on the day, from the booking's snapshot. */
export function BookingDetails({ b }: { b: PublicBooking }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 print:block">
      <Section title="Customer">
        <Pairs
          rows={[
            ['Name', `${b.firstName} ${b.lastName}`],
            ['Email', b.email],
            ['Phone', formatPhoneInput(b.phone, '')],
          ]}
        />
      </Section>
      <Section title="Event details">
        <Pairs
          rows={[
            ['Date', formatDateLong(b.eventDate)],
            [
              'Start time',
              isValidTimeString(b.eventTime) ? formatTimeLabel(b.eventTime) : b.eventTime,
            ],
            ['Event type', b.eventType],
            ['Guests', String(b.guestCount)],
          ]}
        />
      </Section>
      <Section title="Event timeline">
        <Pairs
          rows={[
            ['Setup begins', b.times?.setup ?? '—'],
            ['Booth opens', b.times?.start ?? '—'],
            ['Booth closes', b.times?.end ?? '—'],
          ]}
        />
      </Section>
      <Section title="Location">
        <p className="text-stone-800">{b.address}</p>
        {b.notes && <p className="mt-2 text-sm text-stone-700">Notes: {b.notes}</p>}
      </Section>
      <Section title="Package">
        <p className="font-semibold text-stone-900">
          {b.packageName} · {formatDuration(b.timeline?.eventMinutes ?? b.packageDuration)}
        </p>
        <ul className="mt-2 grid gap-1 text-sm text-stone-700">
          {b.bookedFeatures.map((f) => (
            <li key={f}>✓ {f}</li>
          ))}
        </ul>
      </Section>
      <Section title="Backdrop and add-ons">
        <p className="font-semibold text-stone-900">
          {b.backdropName}{' '}
          <span className="font-normal text-stone-700">
            ({b.backdropSize?.replace('x', ' × ')} ft)
          </span>
        </p>
        <p className="text-sm text-stone-700">{b.backdropDescription}</p>
        <ul className="mt-3 grid gap-1 text-stone-800">
          {b.addOnDetails.length === 0 && <li className="text-stone-600">No add-ons</li>}
          {b.addOnDetails.map((a) => (
            <li key={a.id} className="flex justify-between gap-3">
              <span>{a.label}</span>
              <span>{a.price.text}</span>
            </li>
          ))}
        </ul>
      </Section>
      <PaymentSummarySection b={b} />
    </div>
  )
}
