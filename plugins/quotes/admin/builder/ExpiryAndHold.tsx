'use client'

import { formatDateLong } from '@kernel'
import { inputStyle } from '@admin-kit/formStyles'

import { columns } from './CustomerAndEvent'
import { FieldBox } from './FieldBox'
import type { QuoteBuilder } from './useQuoteBuilder'

/** How long the quote is good for, and whether it holds the booth until then. */
export function ExpiryAndHold({ b, today }: { b: QuoteBuilder; today: string }) {
  const { values: v, set, errors } = b
  return (
    <>
      <h2>Expiry</h2>
      <div style={columns}>
        <FieldBox
          label="Good until"
          error={errors.expiresOn}
          hint={v.expiresOn ? `${formatDateLong(v.expiresOn)}, end of day` : undefined}
        >
          {(c) => (
            <input
              {...c}
              min={today}
              style={inputStyle}
              type="date"
              value={v.expiresOn}
              onChange={(e) => set('expiresOn', e.target.value)}
            />
          )}
        </FieldBox>
      </div>
      <div style={{ marginBottom: 16 }}>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 24 }}>
          <input
            aria-describedby={errors.holdBooth ? 'hold-error' : 'hold-hint'}
            checked={v.holdBooth}
            style={{ width: 18, height: 18 }}
            type="checkbox"
            onChange={(e) => set('holdBooth', e.target.checked)}
          />
          Hold the booth until the quote expires
        </label>
        <p id="hold-hint" style={{ margin: '4px 0 0', color: 'var(--theme-elevation-650)' }}>
          A held booth counts against the customer&apos;s hold allowance, like any hold.
        </p>
        {errors.holdBooth ? (
          <p
            id="hold-error"
            role="alert"
            style={{ margin: '4px 0 0', color: 'var(--theme-error-600)' }}
          >
            {errors.holdBooth}
          </p>
        ) : null}
      </div>
    </>
  )
}
