'use client'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { START_TIMES } from '@booking/rules'
import { inputStyle } from '@admin-kit/formStyles'

import { AddressField } from './AddressField'
import { BoothCheck } from './BoothCheck'
import type { BuilderCatalog } from './builderTypes'
import { FieldBox } from './FieldBox'
import type { QuoteBuilder } from './useQuoteBuilder'

export const columns = {
  display: 'grid',
  gap: '0 16px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
} as const

const times = START_TIMES.map((t) => [t, formatTimeLabel(t)] as const)

/** Who the quote is for and the event it prices: the staff booking's fields. */
export function CustomerAndEvent({ b, catalog }: { b: QuoteBuilder; catalog: BuilderCatalog }) {
  const { values: v, set, errors } = b
  const text = (k: 'firstName' | 'lastName' | 'email' | 'phone', label: string, type = 'text') => (
    <FieldBox label={label} error={errors[k]}>
      {(c) => (
        <input
          {...c}
          autoComplete="off"
          style={inputStyle}
          type={type}
          value={v[k]}
          onChange={(e) => set(k, e.target.value)}
        />
      )}
    </FieldBox>
  )
  const choose = (
    k: 'packageId' | 'backdropId',
    label: string,
    list: { id: number; name: string }[],
  ) => (
    <FieldBox label={label} error={errors[k]}>
      {(c) => (
        <select {...c} style={inputStyle} value={v[k]} onChange={(e) => set(k, e.target.value)}>
          {list.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FieldBox>
  )
  return (
    <>
      <h2>Customer</h2>
      <div style={columns}>
        {text('firstName', 'First name')}
        {text('lastName', 'Last name')}
        {text('email', 'Email', 'email')}
        {text('phone', 'Phone (10 digits)', 'tel')}
      </div>
      <h2>Event</h2>
      <div style={columns}>
        {choose('packageId', 'Package', catalog.packages)}
        <FieldBox
          label="Event date"
          error={errors.eventDate}
          hint={v.eventDate ? formatDateLong(v.eventDate) : 'Not chosen yet'}
        >
          {(c) => (
            <input
              {...c}
              style={inputStyle}
              type="date"
              value={v.eventDate}
              onChange={(e) => set('eventDate', e.target.value)}
            />
          )}
        </FieldBox>
        <FieldBox label="Start time (Winnipeg)" error={errors.eventTime}>
          {(c) => (
            <select
              {...c}
              style={inputStyle}
              value={v.eventTime}
              onChange={(e) => set('eventTime', e.target.value)}
            >
              {times.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FieldBox>
        {choose('backdropId', 'Backdrop', catalog.backdrops)}
      </div>
      <BoothCheck b={b} catalog={catalog} />
      <AddressField b={b} />
    </>
  )
}
