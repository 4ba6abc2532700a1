'use client'

import { useApi } from '@admin-kit/useApi'
import { inputStyle } from '@admin-kit/formStyles'
import { bookingApi } from '@booking/contract'

import { FieldBox } from './FieldBox'
import type { QuoteBuilder } from './useQuoteBuilder'

/** The event address with the wizard's suggestions (its address search), as a native list the
 * keyboard walks with the arrows; typed text stands when nothing is picked. */
export function AddressField({ b }: { b: QuoteBuilder }) {
  const { values: v, set, errors } = b
  const q = v.address.trim()
  const { lastData } = useApi(
    q.length >= 3 ? q : null,
    (signal) => bookingApi.addressSearch({ query: { query: q } }, { signal }),
    { delayMs: 300 },
  )
  const suggestions = (lastData?.addresses ?? []).filter((a) => a.text !== q)
  return (
    <FieldBox
      label="Event address (street, town)"
      error={errors.address}
      hint={
        suggestions.length
          ? `${suggestions.length === 1 ? '1 address' : `${suggestions.length} addresses`} suggested: arrow down to pick`
          : undefined
      }
    >
      {(c) => (
        <>
          <input
            {...c}
            autoComplete="off"
            list="quote-address-suggestions"
            style={inputStyle}
            type="text"
            value={v.address}
            onChange={(e) => set('address', e.target.value)}
          />
          <datalist id="quote-address-suggestions" data-testid="address-suggestions">
            {suggestions.map((a) => (
              <option key={a.id} value={a.text}>
                {a.description}
              </option>
            ))}
          </datalist>
        </>
      )}
    </FieldBox>
  )
}
