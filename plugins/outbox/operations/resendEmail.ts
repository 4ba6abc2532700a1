import type { PayloadRequest } from 'payload'

import { messageFromRow } from '../messageFromRow'
import { RESEND_HEADER } from '../recordingEmailAdapter'
import type { EmailDelivery } from '../contract'
import { deliveryOf } from '../deliveryOf'

export type ResendResult =
  | { ok: true; queued: boolean; delivery: EmailDelivery }
  | { ok: false; code: 'not_found' | 'send_failed' }

/** Sends a recorded message again, exactly as it was; the new attempt gets its own Outbox row. */
export async function resendEmail({
  req,
  id,
}: {
  req: PayloadRequest
  id: number
}): Promise<ResendResult> {
  const row = await req.payload.findByID({
    collection: 'outbox',
    id,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!row) return { ok: false, code: 'not_found' }
  try {
    const result = await req.payload.sendEmail(
      messageFromRow(row, { [RESEND_HEADER]: String(row.id) }, req.payload.secret),
    )
    const delivery = deliveryOf(result)
    return { ok: true, queued: delivery === 'queued', delivery }
  } catch {
    return { ok: false, code: 'send_failed' }
  }
}
