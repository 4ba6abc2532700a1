'use client'

import { formatCad, formatDuration } from '@kernel'
import { panel } from '@admin-kit/adminStyles'

import { GATEWAY_MINIMUM_CENTS, isPayableTotal } from '../../core/quotePayable'
import type { PreviewState } from './useQuotePreview'

const row = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const
const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/** The server's price of the quote as it stands: its lines, the taxes inside, the total. */
export function PricePanel({ preview, waiting }: { preview: PreviewState; waiting: string }) {
  return (
    <section aria-labelledby="quote-price" style={panel} data-testid="quote-price">
      <h2 id="quote-price" style={{ margin: '0 0 8px', fontSize: 18 }}>
        Price
      </h2>
      <div aria-live="polite">
        {preview.state === 'empty' ? <p>{waiting}</p> : null}
        {preview.state === 'error' ? <p>No price yet: {preview.words}</p> : null}
        {preview.state === 'ok' ? (
          <>
            {preview.price.outsideServiceArea ? (
              <p data-testid="outside-area">
                {preview.price.place} is outside the service area (about{' '}
                {formatDuration(preview.price.driveMinutes)}&apos; drive): the price list has no
                travel charge for it. Add a travel line.
              </p>
            ) : null}
            <ul
              style={{ listStyle: 'none', padding: 0, margin: '0 0 8px', display: 'grid', gap: 4 }}
            >
              {preview.price.lines.map((l, i) => (
                <li key={i} style={row}>
                  <span>{l.label}</span>
                  <span style={money}>{l.amount.text}</span>
                </li>
              ))}
            </ul>
            <p style={{ ...row, margin: '0 0 4px', color: 'var(--theme-elevation-650)' }}>
              <span>
                Taxes included: GST {preview.price.gst.text}, RST {preview.price.rst.text}
              </span>
            </p>
            <p
              style={{ ...row, margin: 0, fontSize: 18, fontWeight: 700 }}
              data-testid="quote-total"
            >
              <span>Total</span>
              <span style={money}>{preview.price.total.text}</span>
            </p>
            {isPayableTotal(preview.price.total.cents) ? null : (
              <p role="alert" data-testid="total-below-minimum" style={{ margin: '8px 0 0' }}>
                This quote cannot be sent: a card payment must be at least{' '}
                {formatCad(GATEWAY_MINIMUM_CENTS)}, so the customer could never pay it.
              </p>
            )}
          </>
        ) : null}
      </div>
    </section>
  )
}
