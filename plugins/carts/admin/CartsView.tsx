import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { CartsPanel } from './CartsPanel'
import type { CartsPluginOptions } from '../types'
import { panel } from '@admin-kit/adminStyles'

/** /admin/dashboard: abandoned carts (the spec's cards, list, Process button) and system status. */
export async function CartsView(props: AdminViewServerProps) {
  const { payload } = props.initPageResult.req
  // The host composes the status lines (cartsPlugin's systemStatus option).
  const systemStatus = (payload.config.custom.carts as CartsPluginOptions | undefined)?.systemStatus
  const status = systemStatus ? await systemStatus(payload) : []
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
