import type { Payload } from 'payload'

import { formatInstant } from '@kernel/time'
import { list, muted, panel } from '@admin-kit/adminStyles'

type Open = { id: number | string; title: string; nextStep: string; openedAt: string }

/** Today's "Health": the open incidents (a failed or old backup, failing runs), with next steps. */
export async function HealthCard({ payload }: { payload: Payload }) {
  const found = await payload.find({
    collection: 'health-incidents',
    where: { clearedAt: { exists: false } },
    sort: '-openedAt',
    limit: 20,
    depth: 0,
  })
  const open = found.docs as unknown as Open[]
  return (
    <section
      aria-labelledby="h-health"
      data-testid="health-card"
      style={{ ...panel, marginBottom: 'var(--base)' }}
    >
      <h2 id="h-health">Health</h2>
      {open.length ? (
        <ul style={list}>
          {open.map((i) => (
            <li key={i.id}>
              <strong>{i.title}</strong>{' '}
              <span style={muted}>since {formatInstant(i.openedAt, 'weekdayTime')}</span>
              <div>Next step: {i.nextStep}</div>
            </li>
          ))}
        </ul>
      ) : (
        <p style={muted}>
          Nothing needs attention: the last check (every 5 minutes) found backups, instalment runs,
          emails, texts and jobs working.
        </p>
      )}
    </section>
  )
}
