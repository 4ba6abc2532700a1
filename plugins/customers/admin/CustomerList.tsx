'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { CUSTOMERS_PER_PAGE, type CustomerSummary } from '../contract'
import { LabeledInput } from '@admin-kit/LabeledInput'
import { muted, panel } from '@admin-kit/adminStyles'
import { CustomerTable } from './CustomerTable'

type Props = {
  data: CustomerSummary | null
  load: (query: string, page: number) => void
}

/** Search by name, email or phone; the customers page by page with their totals. */
export function CustomerList({ data, load }: Props) {
  const [query, setQuery] = useState('')
  const search = (e: FormEvent) => {
    e.preventDefault()
    load(query, 1)
  }
  const page = data?.page ?? 1
  const pages = data?.pageCount ?? 1
  const shown = data?.customers.length ?? 0
  const first = shown ? (page - 1) * CUSTOMERS_PER_PAGE + 1 : 0
  return (
    <section aria-labelledby="h-list" style={{ ...panel, overflowX: 'auto' }}>
      <h2 id="h-list">All customers</h2>
      <form
        onSubmit={search}
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end', margin: '8px 0' }}
      >
        <LabeledInput
          label="Search name, email or phone"
          name="q"
          onChange={(e) => setQuery(e.target.value)}
          type="search"
          value={query}
        />
        <Button buttonStyle="secondary" margin={false} type="submit">
          Search
        </Button>
      </form>
      <p aria-live="polite" data-testid="customer-range" style={muted}>
        {data
          ? shown
            ? `Showing ${first}–${first + shown - 1} of ${data.totalCount}${data.query ? ` matching “${data.query}”` : ''}`
            : `No customers${data.query ? ` match “${data.query}”` : ' yet'}.`
          : 'Loading…'}
      </p>
      <CustomerTable customers={data?.customers ?? []} today={data?.today ?? ''} />
      {pages > 1 ? (
        <nav aria-label="Customer pages" style={{ display: 'flex', gap: 8, marginTop: 12 }}>
          <Button
            buttonStyle="secondary"
            disabled={page <= 1}
            margin={false}
            onClick={() => load(data?.query ?? '', page - 1)}
          >
            Previous
          </Button>
          <span style={{ alignSelf: 'center' }}>
            Page {page} of {pages}
          </span>
          <Button
            buttonStyle="secondary"
            disabled={page >= pages}
            margin={false}
            onClick={() => load(data?.query ?? '', page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  )
}
