'use client'

import { useField } from '@payloadcms/ui'

import { ReadOnlyValue } from '@admin-kit/fields/ReadOnlyValue'

import { PricedLines } from './PricedLines'
import { asObject, type Priced } from './quoteRecord'

/** The latest revision's lines in dollars, as the customer's page shows them. */
export function QuotePricedField() {
  const { value } = useField<unknown>({ path: 'priced' })
  return (
    <ReadOnlyValue label="Lines">
      <div data-testid="quote-lines">
        <PricedLines priced={asObject<Priced>(value)} />
      </div>
    </ReadOnlyValue>
  )
}
