'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { useApi } from '@admin-kit/useApi'
import { cartsApi, type CartAbandonmentStats } from '../contract'
import { grid, muted, panel } from '@admin-kit/adminStyles'
import { AbandonedCartsTable } from './AbandonedCartsTable'

/** The four cards, the recent abandoned carts and the "Process abandoned carts" button. */
export function CartsPanel() {
  const [busy, setBusy] = useState(false)
  // The cards keep their figures while they are read again after processing.
  const { lastData, reload } = useApi('stats', (signal) => cartsApi.stats({}, { signal }))
  const stats: CartAbandonmentStats | null = lastData
  const process = async () => {
    setBusy(true)
    const res = await cartsApi.process()
    setBusy(false)
    if (!res.ok) return void toast.error('Error processing abandoned carts')
    const { sent } = res.data
    toast.success(
      `Abandoned carts processed successfully! ${sent} reminder${sent === 1 ? '' : 's'} sent.`,
    )
    reload()
  }
  const a = stats?.cartAbandonment
  const cards: [string, string][] = [
    ['Total abandoned', a ? String(a.totalAbandoned) : '…'],
    ['Recovery rate', a ? `${a.recoveryRate}%` : '…'],
    ['Reminders sent', a ? String(a.remindersSent) : '…'],
    ['Conversion rate', stats ? `${stats.customerInfo.conversionRate}%` : '…'],
  ]
  return (
    <>
      <div
        style={{
          ...grid,
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          marginBottom: 'var(--base)',
        }}
      >
        {cards.map(([label, value]) => (
          <section aria-label={label} key={label} style={panel}>
            <p style={muted}>{label}</p>
            <p style={{ fontSize: 28, fontWeight: 600 }}>{value}</p>
          </section>
        ))}
      </div>
      <section aria-labelledby="h-recent" style={panel}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          <h2 id="h-recent">Recent abandoned carts</h2>
          <Button buttonStyle="primary" disabled={busy} margin={false} onClick={process}>
            {busy ? 'Processing…' : 'Process abandoned carts'}
          </Button>
        </div>
        {stats ? (
          <p style={muted}>
            A cart counts as abandoned after {stats.settings.idleMinutes} minutes idle with an email
            and no booking; at most {stats.settings.maxReminders} reminders each.
          </p>
        ) : null}
        {a?.recentAbandoned.length ? (
          <AbandonedCartsTable rows={a.recentAbandoned} />
        ) : (
          <p style={muted}>{a ? 'No abandoned carts.' : 'Loading…'}</p>
        )}
      </section>
    </>
  )
}
