'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'

import type { RunSheet } from '../presenters/runSheet'
import { crewApi } from '../contract'
import { crewPost } from './crewPost'
import { button, card, h2, row, secondary } from './crewStyles'

/** The attendant's events: answer new ones, open a run sheet; past ones with the hours worked. */
export function CrewEventList({ events, today }: { events: RunSheet[]; today: string }) {
  const router = useRouter()
  const answer = async (id: number, action: 'accept' | 'decline') => {
    if (await crewPost(crewApi.assignment({ id, body: { action } }))) router.refresh()
  }
  const upcoming = events.filter((e) => e.eventDate >= today)
  const past = events.filter((e) => e.eventDate < today).reverse()
  return (
    <div style={{ maxWidth: 640 }}>
      <p>
        <Link href="/admin/collections/crew-unavailable-dates">
          Mark the dates you are unavailable
        </Link>
      </p>
      <h2 style={h2}>Upcoming</h2>
      {upcoming.length === 0 ? <p>No events assigned to you yet.</p> : null}
      {upcoming.map((e) => (
        <section aria-label={`${e.date}, ${e.booth}`} key={e.assignmentId} style={card}>
          <h3 style={{ margin: 0, fontSize: 17 }}>{e.date}</h3>
          <p style={{ margin: '4px 0' }}>
            Arrive {e.arrival} · event {e.eventStart} to {e.eventEnd} · {e.booth}
          </p>
          <p style={{ margin: '4px 0' }}>{e.address}</p>
          {e.status === 'offered' ? (
            <div style={row}>
              <button onClick={() => answer(e.assignmentId, 'accept')} style={button} type="button">
                Accept
              </button>
              <button
                onClick={() => answer(e.assignmentId, 'decline')}
                style={secondary}
                type="button"
              >
                Decline
              </button>
            </div>
          ) : (
            <a href={`/admin/crew?event=${e.assignmentId}`} style={{ fontWeight: 600 }}>
              Open run sheet
            </a>
          )}
        </section>
      ))}
      <h2 style={h2}>Past events and hours</h2>
      {past.length === 0 ? <p>None yet.</p> : null}
      <ul style={{ paddingLeft: 18 }}>
        {past.map((e) => (
          <li key={e.assignmentId}>
            {e.date}, {e.booth}: checked in {e.checkedIn ?? '—'}, out {e.checkedOut ?? '—'}
          </li>
        ))}
      </ul>
    </div>
  )
}
