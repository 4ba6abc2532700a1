import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { CartsPanel } from './CartsPanel'
import { systemStatus } from './systemStatus'
import { panel } from '../adminStyles'

/** /admin/dashboard: abandoned carts (the spec's cards, list, Process button) and system status. */
export async function CartsView(props: AdminViewServerProps) {
  const status = await systemStatus(props.initPageResult.req.payload)
  return (
    <AdminPage props={props} title="Abandoned carts">
      <CartsPanel />
      <section aria-labelledby="h-status" style={{ ...panel, marginTop: 'var(--base)' }}>
        <h2 id="h-status">System status</h2>
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
          {status.map((s) => (
            <li key={s.name}>
              <strong>
                {s.ok ? '✓' : '!'} {s.name}
              </strong>
              : {s.detail}
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  )
}
