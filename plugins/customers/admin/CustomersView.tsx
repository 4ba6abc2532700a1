import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { CustomersPanel } from './CustomersPanel'

/** /admin/sheets: customer count, the latest 10, CSV export (Google Sheets later). */
export function CustomersView(props: AdminViewServerProps) {
  return (
    <AdminPage props={props} title="Customers">
      <CustomersPanel />
    </AdminPage>
  )
}
