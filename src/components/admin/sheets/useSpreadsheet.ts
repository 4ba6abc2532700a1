'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { customerMessages as m } from './messages'

type SheetsInfo = {
  hasData: boolean
  isLive: boolean
  sheetsUrl: string | null
  recordCount: number
}

// Codes meaning "Google is not authorized": the spec's 'Authentication Required' toast.
const AUTH_CODES = ['google_not_configured', 'google_not_connected', 'google_broken']

/** Open (GET /api/admin/sheets-url) and Create (POST /api/admin/create-spreadsheet). */
export function useSpreadsheet() {
  const [info, setInfo] = useState<SheetsInfo | null>(null)
  const [busy, setBusy] = useState(false)
  const load = useCallback(async () => {
    const res = await fetch('/api/admin/sheets-url', { credentials: 'include' }).catch(() => null)
    const next = res?.ok ? ((await res.json()) as SheetsInfo) : null
    setInfo(next)
    return next
  }, [])
  // eslint-disable-next-line react-hooks/set-state-in-effect -- load() sets state only after its fetch resolves; the rule cannot see past the await
  useEffect(() => void load(), [load])

  const open = async () => {
    const current = await load()
    if (current?.sheetsUrl) window.open(current.sheetsUrl, '_blank', 'noopener')
    else toast.info(m.noSheet[0], { description: m.noSheet[1] })
  }

  const create = async () => {
    setBusy(true)
    try {
      const res = await fetch('/api/admin/create-spreadsheet', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
      })
      const body = (await res.json()) as { success?: boolean; sheetsUrl?: string; code?: string }
      if (res.ok && body.success) {
        toast.success(m.created[0], { description: m.created[1] })
        await load()
      } else if (body.code && AUTH_CODES.includes(body.code))
        toast.error(m.authRequired[0], { description: m.authRequired[1] })
      else toast.error(m.createFailed[0], { description: m.createFailed[1] })
    } catch {
      toast.error(m.createFailed[0], { description: m.createFailed[1] })
    } finally {
      setBusy(false)
    }
  }
  return { info, busy, open, create }
}
