import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { hasRole, type Role } from '@server-kit'

/**
 * A custom admin view inside Payload's own shell (nav, header, dark mode). Only staff and admins
 * see the content; anyone else (a logged-in user without a role) gets a refusal, never data.
 */
export function AdminPage({
  props,
  title,
  children,
  template = true,
  roles = ['admin', 'staff'],
}: {
  props: AdminViewServerProps
  title: string
  children: ReactNode
  /** False for the dashboard, which Payload already renders inside its template. */
  template?: boolean
  /** Who may see the content (the owner's reports: admins only). */
  roles?: Role[]
}) {
  const { initPageResult, params, searchParams } = props
  const user = initPageResult.req.user
  const content = (
    <Gutter>
      {/* Breadcrumbs: Payload gives custom views none. */}
      {template ? <SetStepNav nav={[{ label: title }]} /> : null}
      <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 var(--base)' }}>{title}</h1>
      {hasRole(user, roles) ? (
        children
      ) : (
        <p role="alert">
          {roles.includes('staff')
            ? 'You need a staff account to see this page.'
            : roles.includes('attendant')
              ? 'This page is for event attendants: it lists the events assigned to you.'
              : 'Only the owner (an admin account) can see this page.'}
        </p>
      )}
    </Gutter>
  )
  if (!template) return content
  return (
    <DefaultTemplate
      i18n={initPageResult.req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={initPageResult.req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={user || undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      {content}
    </DefaultTemplate>
  )
}
