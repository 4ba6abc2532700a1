import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { hasRole } from '@server-kit'

import { loadBuilder } from './loadBuilder'
import { QuoteBuilderForm } from './QuoteBuilderForm'

/**
 * /admin/new-quote: staff build a quote from nothing, from a lead (?lead=<id>) or as the next
 * revision of a quote (?revise=<id>); the server prices it as it is typed and emails it.
 */
export async function QuoteBuilderView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const search = (props.searchParams ?? {}) as Record<string, string | string[] | undefined>
  const init = hasRole(req.user, ['admin', 'staff'])
    ? await loadBuilder(req.payload, search, new Date())
    : null
  const title = init?.revise ? `Revise quote ${init.revise.number}` : 'New quote'
  return (
    <AdminPage props={props} title={title}>
      {init ? <QuoteBuilderForm init={init} /> : null}
    </AdminPage>
  )
}
