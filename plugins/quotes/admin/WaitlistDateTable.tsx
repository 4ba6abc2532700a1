'use client'

import { useState } from 'react'
import { Button } from '@payloadcms/ui'

import { HeadRow } from '@admin-kit/HeadRow'

import type { WaitlistDate } from '../operations/waitlistByDate'

export type Chosen = {
  id: number
  name: string
  time: string
  timeLabel: string
  dateLabel: string
}
type Entry = WaitlistDate['entries'][number]

const cell = { padding: '6px 8px', textAlign: 'left' as const, verticalAlign: 'top' as const }

/** One date's line, first come first served, with the start-time choice for "Offer now". */
export function WaitlistDateTable({
  day,
  onOffer,
}: {
  day: WaitlistDate
  onOffer: (chosen: Chosen) => void
}) {
  const id = `waitlist-${day.date}`
  return (
    <section aria-labelledby={id} data-testid={id} style={{ marginBottom: 20 }}>
      <h3 id={id} style={{ fontSize: 16, margin: '0 0 4px' }}>
        {day.dateLabel}
      </h3>
      {day.liveOffer ? (
        <p style={{ margin: '0 0 4px' }}>
          An offer is live for this date: the next person is offered a slot only if it lapses.
        </p>
      ) : null}
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <HeadRow
          columns={['Name', 'Package', 'Start between', 'Status', 'Offer', 'Offer now']}
          style={cell}
        />
        <tbody>
          {day.entries.map((e) => (
            <Row key={e.id} e={e} dateLabel={day.dateLabel} onOffer={onOffer} />
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Row({
  e,
  dateLabel,
  onOffer,
}: {
  e: Entry
  dateLabel: string
  onOffer: (c: Chosen) => void
}) {
  const [time, setTime] = useState(e.freeTimes[0]?.value ?? '')
  const label = e.freeTimes.find((t) => t.value === time)?.label ?? ''
  const selectId = `waitlist-time-${e.id}`
  return (
    <tr
      data-testid={`waitlist-entry-${e.id}`}
      style={{ borderTop: '1px solid var(--theme-elevation-150)' }}
    >
      <td style={cell}>
        {e.name}
        <br />
        {e.email}
      </td>
      <td style={cell}>{e.packageName}</td>
      <td style={cell}>{e.window}</td>
      <td style={cell}>{e.statusLabel}</td>
      <td style={cell}>{e.offered ?? '—'}</td>
      <td style={cell}>
        {e.canOffer && e.freeTimes.length ? (
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <label htmlFor={selectId}>Start time for {e.name}</label>
            <select id={selectId} value={time} onChange={(ev) => setTime(ev.target.value)}>
              {e.freeTimes.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
            <Button
              buttonStyle="primary"
              size="small"
              margin={false}
              aria-label={`Offer now to ${e.name}`}
              onClick={() => onOffer({ id: e.id, name: e.name, time, timeLabel: label, dateLabel })}
            >
              Offer now
            </Button>
          </div>
        ) : e.canOffer ? (
          'No free start time in their window'
        ) : (
          '—'
        )}
      </td>
    </tr>
  )
}
