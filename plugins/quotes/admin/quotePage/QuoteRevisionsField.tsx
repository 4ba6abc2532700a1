'use client'

import { useField } from '@payloadcms/ui'

import { formatCad, formatDateLong, isCents } from '@kernel'
import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'
import { ReadOnlyValue } from '@admin-kit/fields/ReadOnlyValue'

import { PricedLines } from './PricedLines'
import type { RevisionRecord } from './quoteRecord'

/** Earlier versions of the quote, oldest first: when each was replaced, by whom, its price. */
export function QuoteRevisionsField() {
  const { value } = useField<unknown>({ path: 'revisions' })
  const list = Array.isArray(value) ? (value as RevisionRecord[]) : []
  return (
    <ReadOnlyValue label="Earlier versions">
      {list.length === 0 ? (
        <p style={{ margin: 0 }}>None: this is the first version.</p>
      ) : (
        <ol
          style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 12 }}
          data-testid="quote-revisions"
        >
          {list.map((r, i) => {
            const total = r.totalCents ?? r.priced?.totalCents
            return (
              <li key={i}>
                <p style={{ margin: '0 0 4px', fontWeight: 600 }}>
                  Version {r.revision ?? i + 1}: {isCents(total) ? formatCad(total) : '—'}, good
                  until {r.expiresOn ? formatDateLong(r.expiresOn) : '—'}
                  {r.holdBooth ? ', booth held' : ''}
                </p>
                {r.revisedAt ? (
                  <p style={{ margin: '0 0 4px' }}>
                    Replaced {formatWinnipegInstant(r.revisedAt)}
                    {r.revisedBy ? ` by ${r.revisedBy}` : ''} (Winnipeg time)
                  </p>
                ) : null}
                <PricedLines priced={r.priced ?? null} />
              </li>
            )
          })}
        </ol>
      )}
    </ReadOnlyValue>
  )
}
