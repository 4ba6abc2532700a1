'use client'

import { useId, useState } from 'react'

import { panel } from '@admin-kit/adminStyles'

import { BarChart, type ChartRow, type Series } from './BarChart'
import { DataTable } from './DataTable'

/**
 * One chart and its data table, one button apart: the table serves screen readers and copying,
 * the chart the eye. The chart is an SVG with a title and a one-line description of its data.
 */
export function ChartCard(props: {
  title: string
  rows: ChartRow[]
  series: Series[]
  format: (n: number) => string
  /** What the chart shows, in words, for its description (and under the title). */
  summary: string
}) {
  const id = useId()
  const [table, setTable] = useState(false)
  return (
    <section aria-labelledby={`${id}-h`} style={{ ...panel, minWidth: 0 }}>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'start' }}
      >
        <h3 id={`${id}-h`} style={{ margin: 0 }}>
          {props.title}
        </h3>
        {/* Native: Payload's Button does not pass aria-pressed through. */}
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small btn--no-margin"
          aria-pressed={table}
          aria-controls={`${id}-body`}
          onClick={() => setTable((t) => !t)}
        >
          {table ? 'Show chart' : 'Show table'}
        </button>
      </div>
      <p style={{ margin: '4px 0 8px', color: 'var(--theme-elevation-650)' }}>{props.summary}</p>
      <div id={`${id}-body`}>
        {props.rows.length === 0 ? (
          <p>Nothing in this period.</p>
        ) : table ? (
          <DataTable caption={props.title} {...props} />
        ) : (
          <BarChart {...props} />
        )}
      </div>
    </section>
  )
}
