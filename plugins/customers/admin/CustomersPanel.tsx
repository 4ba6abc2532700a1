'use client'

import { Button, toast } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { customersApi, type CustomerSummary } from '../contract'
import { panel } from '@admin-kit/adminStyles'
import { CustomerList } from './CustomerList'
import { customerMessages as m } from './messages'
import { useSpreadsheet } from './useSpreadsheet'

/** Count, the customers (searched, paged, with totals), Export CSV, Refresh and the Google spreadsheet buttons. */
export function CustomersPanel() {
  const [data, setData] = useState<CustomerSummary | null>(null)
  const [exporting, setExporting] = useState(false)
  const sheet = useSpreadsheet()
  const load = useCallback(async (q = '', page = 1) => {
    const params = new URLSearchParams({ q, page: String(page) })
    const res = await customersApi.list({ query: params })
    if (res.ok) setData(res.data)
  }, [])
  // eslint-disable-next-line react-hooks/set-state-in-effect -- load() sets state only after its fetch resolves; the rule cannot see past the await
  useEffect(() => void load(), [load])

  const exportCsv = async () => {
    setExporting(true)
    const res = await customersApi.exportCsv()
    setExporting(false)
    if (!res.ok) return void toast.error(m.exportFailed[0], { description: m.exportFailed[1] })
    const url = URL.createObjectURL(res.data.blob)
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: res.data.filename ?? 'customers.csv',
    })
    a.click()
    URL.revokeObjectURL(url)
    toast.success(m.exportOk[0], { description: m.exportOk[1] })
  }

  return (
    <div style={{ display: 'grid', gap: 'var(--base)' }}>
      <section aria-labelledby="h-count" style={panel}>
        <h2 id="h-count">
          <span data-testid="customer-count">{data ? data.allCount : '…'}</span> customers
        </h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}>
          <Button buttonStyle="primary" disabled={exporting} margin={false} onClick={exportCsv}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button
            buttonStyle="secondary"
            margin={false}
            onClick={() => void load(data?.query ?? '', data?.page ?? 1)}
          >
            Refresh
          </Button>
          <Button
            buttonStyle="secondary"
            disabled={sheet.disabled}
            margin={false}
            onClick={sheet.open}
          >
            Open Google Sheet
          </Button>
          <Button
            buttonStyle="secondary"
            disabled={sheet.disabled}
            margin={false}
            onClick={sheet.create}
          >
            {sheet.busy ? 'Working…' : 'Create Google Sheet'}
          </Button>
        </div>
        {sheet.info?.sheetsUrl ? (
          <p style={{ marginTop: 8 }}>
            New confirmed bookings are added to{' '}
            <a href={sheet.info.sheetsUrl} target="_blank" rel="noreferrer">
              the customer spreadsheet
            </a>
            .
          </p>
        ) : (
          <p style={{ marginTop: 8 }}>{m.googleMissing}</p>
        )}
      </section>
      <CustomerList data={data} load={(q, page) => void load(q, page)} />
    </div>
  )
}
