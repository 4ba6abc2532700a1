import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { hasRole } from '@server-kit'

/** An integration setup page in the admin shell; its controls are for admins only. */
export function SetupPage({
  props,
  title,
  children,
}: {
  props: AdminViewServerProps
  title: string
  children: ReactNode
}) {
  const { initPageResult, params, searchParams } = props
  const { req } = initPageResult
  if (!req.user) redirect('/admin/login')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <SetStepNav nav={[{ label: title }]} />
        <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 var(--base)' }}>{title}</h1>
        {hasRole(req.user, ['admin']) ? (
          children
        ) : (
          <p role="alert">Only an admin can set up the integrations.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
