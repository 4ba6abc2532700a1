import { formatTimeLabel } from '@kernel'
import { grid, list, muted, panel, targetLink } from '@admin-kit/adminStyles'
import { EventDetailsSummary } from './EventDetailsSummary'
import type { TodayData } from './loadToday'
import { bookingHref } from './todayLabels'
import { moneyState } from '../../core/moneyState'
import { statusLine } from '../../core/moneyWords'

/** Each booth's events in the next 7 days: when, who, package, place, money and the details. */
export function BoothEvents({
  booths,
  shortDate,
}: {
  booths: TodayData['booths']
  shortDate: (d: string) => string
}) {
  return (
    <div style={grid}>
      {booths.map(({ booth, events }) => (
        <section aria-labelledby={`h-${booth}`} key={booth} style={panel}>
          <h2 id={`h-${booth}`}>{booth === 'booth1' ? 'Booth 1' : 'Booth 2'}: next 7 days</h2>
          {events.length ? (
            <ul style={list}>
              {events.map((b) => (
                <li key={b.id}>
                  <a href={bookingHref(b.id)} style={targetLink}>
                    <strong>
                      {shortDate(b.eventDate)}, {formatTimeLabel(b.eventTime)}
                    </strong>{' '}
                    · {b.firstName} {b.lastName}
                  </a>
                  <div style={muted}>
                    {typeof b.package === 'object' ? b.package.name : 'Package'} · {b.address}
                  </div>
                  <div style={muted} data-testid="today-money">
                    {statusLine(b.status, moneyState(b))}
                  </div>
                  <EventDetailsSummary booking={b} />
                </li>
              ))}
            </ul>
          ) : (
            <p style={muted}>No events.</p>
          )}
        </section>
      ))}
    </div>
  )
}
