import type { Payload } from 'payload'

import { hasRole } from '@server-kit'

import { panel, targetLink } from '@admin-kit/adminStyles'
import { loadGoLive } from './loadGoLive'
import { TestEmailButton } from './TestEmailButton'

/** On Today until every required item is done: what stands between this site and real bookings. */
export async function GoLiveChecklist({ payload, user }: { payload: Payload; user: unknown }) {
  const items = await loadGoLive(payload)
  const open = items.filter((i) => !i.done)
  if (!open.some((i) => !i.optional)) return null
  const admin = hasRole(user, ['admin'])
  return (
    <section
      aria-labelledby="h-golive"
      data-testid="go-live"
      style={{ ...panel, marginBottom: 'var(--base)', borderColor: '#92400e' }}
    >
      <h2 id="h-golive">Before taking real bookings</h2>
      {admin ? null : <p>An administrator fixes these; each item says where.</p>}
      <ul style={{ margin: '8px 0 0', paddingLeft: 20, display: 'grid', gap: 8 }}>
        {items.map((i) => (
          <li data-done={i.done} key={i.id}>
            <strong>
              {i.done ? '✓ ' : ''}
              {i.label}
            </strong>
            {i.done ? ' — done' : <>: {i.fix}</>}
            {!i.done && admin ? (
              <>
                {' '}
                <a
                  aria-label={`Fix it: ${i.label}`}
                  data-testid={`fix-${i.id}`}
                  href={i.href}
                  style={targetLink}
                >
                  Fix it
                </a>
              </>
            ) : null}
            {i.id === 'smtp' && admin ? <TestEmailButton /> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
