'use client'

import { useField } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { restApi } from '@api-client'
import { formatDateLong, formatTimeOrDash } from '@kernel'
import { phoneParts } from '@kernel/format/phoneParts'
import { ReadOnlyValue } from '@admin-kit/fields/ReadOnlyValue'

import { asObject, type QuoteRequestRecord } from './quoteRecord'

const nameOf = async (collection: string, id: number | undefined) => {
  if (!id) return ''
  const r = await restApi.findByID({ collection, id, query: { depth: 0 } })
  return r.ok ? String(r.data.name ?? '') : ''
}

/** What the latest revision asked for, in words: the customer and the event (never raw JSON). */
export function QuoteRequestField() {
  const { value } = useField<unknown>({ path: 'request' })
  const r = asObject<QuoteRequestRecord>(value)
  const [names, setNames] = useState({ pkg: '', backdrop: '' })
  useEffect(() => {
    void Promise.all([nameOf('packages', r?.packageId), nameOf('backdrops', r?.backdropId)]).then(
      ([pkg, backdrop]) => setNames({ pkg, backdrop }),
    )
  }, [r?.packageId, r?.backdropId])
  if (!r) return null
  const facts: [string, string][] = [
    ['Customer', `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim()],
    ['Email', r.email ?? ''],
    ['Phone', phoneParts(r.phone)?.label ?? ''],
    ['Event date', r.eventDate ? formatDateLong(r.eventDate) : ''],
    ['Start time (Winnipeg)', formatTimeOrDash(r.eventTime)],
    ['Address', r.address ?? ''],
    ['Package', names.pkg],
    ['Backdrop', names.backdrop],
  ]
  return (
    <ReadOnlyValue label="What the quote is for">
      <dl style={{ margin: 0, display: 'grid', gap: 4 }} data-testid="quote-request">
        {facts.map(([label, text]) => (
          <div key={label} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <dt style={{ fontWeight: 600, minWidth: 170 }}>{label}</dt>
            <dd style={{ margin: 0 }}>{text || '—'}</dd>
          </div>
        ))}
      </dl>
    </ReadOnlyValue>
  )
}
