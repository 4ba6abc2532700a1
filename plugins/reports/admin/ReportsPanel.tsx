'use client'

import { useEffect, useState } from 'react'

import { panel } from '@admin-kit/adminStyles'

import { periodProblem } from '../client'
import { reportsApi, type ReportSummary } from '../contract'
import { Charts } from './Charts'
import { ReviewCharts } from './ReviewCharts'
import { Comparison } from './Comparison'
import { ExportsPanel } from './ExportsPanel'
import { MoneyHeldPanel } from './MoneyHeldPanel'
import { pickedPeriod, PeriodPicker, type PickerState } from './PeriodPicker'
import { Worksheet, type Seller } from './Worksheet'
import { reportsPrintCss } from './printCss'

/** The dashboard: a period, its figures against the previous period and last year, and more. */
export function ReportsPanel({ seller, today }: { seller: Seller; today: string }) {
  const [pick, setPick] = useState<PickerState>({
    kind: 'month',
    anchor: today,
    from: today,
    to: today,
  })
  const period = pickedPeriod(pick)
  const problem = periodProblem(period)
  const [data, setData] = useState<ReportSummary | null>(null)
  const [error, setError] = useState<string | null>(null)
  const query = `from=${period.from}&to=${period.to}`

  useEffect(() => {
    if (problem) return
    const ctl = new AbortController()
    void reportsApi.summary({ query }, { signal: ctl.signal }).then((res) => {
      if (res.ok) {
        setData(res.data)
        setError(null)
      } else if (res.code !== 'aborted') setError(res.message)
    })
    return () => ctl.abort()
  }, [query, problem])

  return (
    <div style={{ display: 'grid', gap: 'var(--base)' }}>
      <style>{reportsPrintCss}</style>
      <section aria-label="Period" style={panel} className="reports-no-print">
        <PeriodPicker value={pick} onChange={setPick} />
        {problem || error ? (
          <p role="alert" style={{ marginTop: 8 }}>
            {problem ?? error}
          </p>
        ) : null}
      </section>
      {data ? (
        <>
          <Comparison data={data} />
          <Charts data={data} />
          <ReviewCharts data={data.reviews} />
          <Worksheet data={data} seller={seller} query={query} />
          <MoneyHeldPanel data={data} />
          <ExportsPanel query={query} />
        </>
      ) : (
        <p aria-live="polite">Loading the figures…</p>
      )}
    </div>
  )
}
