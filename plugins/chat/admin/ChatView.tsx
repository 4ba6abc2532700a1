import type { AdminViewServerProps } from 'payload'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import React from 'react'

import { ChatPanel } from './ChatPanel'

/** /admin/chat: the staff live chat inside the admin shell. */
export function ChatView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const roles = (req.user as { roles?: string[] } | null)?.roles ?? []
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fchat')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <SetStepNav nav={[{ label: 'Live chat' }]} />
        <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 var(--base)' }}>Live chat</h1>
        {roles.some((r) => r === 'admin' || r === 'staff') ? (
          <ChatPanel />
        ) : (
          <p>Only staff can answer chats.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
