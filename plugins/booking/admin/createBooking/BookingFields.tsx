'use client'

import type { CSSProperties } from 'react'

import { formatTimeLabel } from '@kernel'
import { START_TIMES } from '../../core/startTimes'
import { LabeledInput } from '@admin-kit/LabeledInput'
import { LabeledSelect } from '@admin-kit/LabeledSelect'
import type { BookingField, FieldProps, FormCatalog } from './useCreateBooking'

export const columns: CSSProperties = {
  display: 'grid',
  gap: '0 16px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
}
const times = START_TIMES.map((t): [string, string] => [t, formatTimeLabel(t)])
const options = (list: { id: number; name: string }[]) =>
  list.map((o): [string, string] => [String(o.id), o.name])

/** The wizard's customer and event fields, on one page for staff. */
export function BookingFields({
  catalog,
  field,
}: {
  catalog: FormCatalog
  field: (k: BookingField) => FieldProps
}) {
  return (
    <>
      <h2>Customer</h2>
      <div style={columns}>
        <LabeledInput autoComplete="off" label="First name" required {...field('firstName')} />
        <LabeledInput autoComplete="off" label="Last name" required {...field('lastName')} />
        <LabeledInput autoComplete="off" label="Email" required type="email" {...field('email')} />
        <LabeledInput autoComplete="off" label="Phone (10 digits)" type="tel" {...field('phone')} />
        <LabeledSelect
          label="Booked by"
          options={[
            ['phone', 'Phone'],
            ['email', 'Email'],
          ]}
          {...field('source')}
        />
        <LabeledInput label="Event type" {...field('eventType')} />
      </div>
      <h2>Event</h2>
      <div style={columns}>
        <LabeledInput label="Event address (street, town)" required {...field('address')} />
        <LabeledInput label="Guests" min={1} type="number" {...field('guestCount')} />
        <LabeledInput label="Event date" required type="date" {...field('eventDate')} />
        <LabeledSelect label="Start time (Winnipeg)" options={times} {...field('eventTime')} />
        <LabeledSelect
          label="Package"
          options={options(catalog.packages)}
          {...field('packageId')}
        />
        <LabeledSelect
          label="Backdrop"
          options={options(catalog.backdrops)}
          {...field('backdropId')}
        />
      </div>
    </>
  )
}
