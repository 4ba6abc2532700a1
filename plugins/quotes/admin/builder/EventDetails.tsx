'use client'

import { EVENT_TYPES } from '@kernel'
import { inputStyle } from '@admin-kit/formStyles'

import { columns } from './CustomerAndEvent'
import { FieldBox } from './FieldBox'
import type { QuoteBuilder } from './useQuoteBuilder'

/** The event as the lead described it (type, guests, their words): carried to the booking. */
export function EventDetails({ b }: { b: QuoteBuilder }) {
  const { values: v, set, errors } = b
  // A revised quote may carry a type typed elsewhere (the staff booking's free text): keep it.
  const types = EVENT_TYPES.includes(v.eventType as (typeof EVENT_TYPES)[number])
    ? EVENT_TYPES
    : [...EVENT_TYPES, ...(v.eventType ? [v.eventType] : [])]
  return (
    <>
      <div style={columns}>
        <FieldBox label="Event type" error={errors.eventType}>
          {(c) => (
            <select
              {...c}
              style={inputStyle}
              value={v.eventType}
              onChange={(e) => set('eventType', e.target.value)}
            >
              <option value="">Not specified</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          )}
        </FieldBox>
        <FieldBox label="Guests" error={errors.guestCount} hint="Blank: not said yet">
          {(c) => (
            <input
              {...c}
              inputMode="numeric"
              style={inputStyle}
              type="text"
              value={v.guestCount}
              onChange={(e) => set('guestCount', e.target.value)}
            />
          )}
        </FieldBox>
      </div>
      <FieldBox label="Notes for the booking" error={errors.notes}>
        {(c) => (
          <textarea
            {...c}
            rows={3}
            style={inputStyle}
            value={v.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        )}
      </FieldBox>
    </>
  )
}
