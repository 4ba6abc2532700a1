// Readiness for a load balancer: database reachable, this build's migrations applied, not
// draining. Anonymous callers learn ok / not ok only; the reason goes to the server's log.
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrations } from '../../../../migrations'
import { checkReadiness } from '@server-kit'
import { noteReadiness } from '@health/server'

export const dynamic = 'force-dynamic'

const expected = migrations.map((m) => m.name)
let lastReason: string | undefined

const answer = (ok: boolean) =>
  Response.json({ ok }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })

export async function GET() {
  // Payload's first start (its own connection, pending migrations) can fail: not ready yet.
  const payload = await getPayload({ config }).catch(() => null)
  if (!payload) return answer(false)
  const result = await checkReadiness(payload, expected)
  // Shared with the health check, which alerts when a server stays not ready.
  await noteReadiness(payload, result)
  const reason = result.ready ? undefined : result.reason
  // Logged on change only: a check every second must not flood the log.
  if (reason !== lastReason)
    payload.logger[reason ? 'warn' : 'info'](`readiness: ${reason ?? 'ready'}`)
  lastReason = reason
  return answer(result.ready)
}
