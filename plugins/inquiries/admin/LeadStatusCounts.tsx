'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { inquiriesApi } from '../contract'

import { LEAD_STATUS_LABEL, LEAD_STATUSES, type LeadStatus } from '../core/leadStatus'

const LIST = '/admin/collections/inquiries'
const hrefFor = (status: LeadStatus | null) =>
  status ? `${LIST}?where[status][equals]=${status}` : LIST

/**
 * Above the leads list: one link per status with its count (All, New, Contacted, Quoted, Won,
 * Lost). Each filters the list; the chosen one is marked current.
 */
export function LeadStatusCounts() {
  const current = useSearchParams().get('where[status][equals]')
  const [counts, setCounts] = useState<Partial<Record<LeadStatus | 'all', number>>>({})
  useEffect(() => {
    const count = (status: LeadStatus | null) =>
      inquiriesApi
        .count({ query: status ? `where[status][equals]=${status}` : undefined })
        .then((r) => [status ?? 'all', r.ok ? r.data.totalDocs : undefined] as const)
    void Promise.all([null, ...LEAD_STATUSES].map(count)).then((pairs) =>
      setCounts(Object.fromEntries(pairs)),
    )
  }, [])
  const item = (status: LeadStatus | null) => {
    const key = status ?? 'all'
    const label = status ? LEAD_STATUS_LABEL[status] : 'All'
    const on = current === status || (!status && !current)
    return (
      <li key={key}>
        <a
          href={hrefFor(status)}
          aria-current={on ? 'page' : undefined}
          data-testid={`lead-count-${key}`}
          style={{
            display: 'inline-block',
            minHeight: 24,
            padding: '4px 12px',
            borderRadius: 999,
            border: '1px solid var(--theme-elevation-250)',
            fontWeight: on ? 700 : 400,
            background: on ? 'var(--theme-elevation-100)' : 'transparent',
            textDecoration: 'none',
          }}
        >
          {label} <span aria-hidden="true">·</span> {counts[key] ?? '…'}
        </a>
      </li>
    )
  }
  return (
    // Inside the list's gutters (beforeList renders above the list's own padded template).
    <nav
      aria-label="Leads by status"
      style={{ margin: '0 var(--gutter-h) var(--base)', paddingTop: 'var(--base)' }}
    >
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {[null, ...LEAD_STATUSES].map(item)}
      </ul>
    </nav>
  )
}
