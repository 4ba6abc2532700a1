'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { customersApi, type SheetsInfo } from '../contract'
import { isGoogleAuthCode } from '@integrations/contract'
import { customerMessages as m } from './messages'

/** Open (GET /api/admin/sheets-url) and Create (POST /api/admin/create-spreadsheet). */
export function useSpreadsheet() {
  const [info, setInfo] = useState<SheetsInfo | null>(null)
  // Disabled until the first answer: a click before the page has hydrated (or known whether a
  // spreadsheet exists) would do nothing, so the buttons wait, disabled.
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)
  const load = useCallback(async () => {
    const res = await customersApi.sheetsUrl()
    const next = res.ok ? res.data : null
    setInfo(next)
    return next
  }, [])
  // eslint-disable-next-line react-hooks/set-state-in-effect -- load() sets state only after its fetch resolves; the rule cannot see past the await
  useEffect(() => void load().finally(() => setReady(true)), [load])

  const open = async () => {
    const current = await load()
    if (current?.sheetsUrl) window.open(current.sheetsUrl, '_blank', 'noopener')
    else toast.info(m.noSheet[0], { description: m.noSheet[1] })
  }

  const create = async () => {
    setBusy(true)
    const res = await customersApi.createSpreadsheet()
    if (res.ok && res.data?.success) {
      toast.success(m.created[0], { description: m.created[1] })
      await load()
    } else if (!res.ok && isGoogleAuthCode(res.code))
      toast.error(m.authRequired[0], { description: m.authRequired[1] })
    else toast.error(m.createFailed[0], { description: m.createFailed[1] })
    setBusy(false)
  }
  return { info, busy, disabled: busy || !ready, open, create }
}
