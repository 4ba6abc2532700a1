import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { PrivacyRequestsPanel } from './PrivacyRequestsPanel'

/** /admin/privacy: a person's access (export) and erasure requests. The owner (admins) only. */
export function PrivacyView(props: AdminViewServerProps) {
  const email = props.searchParams?.email
  return (
    <AdminPage props={props} title="Privacy requests" roles={['admin']}>
      <PrivacyRequestsPanel initialEmail={typeof email === 'string' ? email : ''} />
    </AdminPage>
  )
}
