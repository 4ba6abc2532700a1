import type { PayloadRequest } from 'payload'

import type { ChatEvent, ChatNotify } from '../types'

/** A relay that is down must never lose or fail the visitor's message: log and move on. */
export async function safeNotify(
  req: PayloadRequest,
  notify: ChatNotify | undefined,
  event: ChatEvent,
) {
  if (!notify) return
  try {
    await notify(event, req)
  } catch (err) {
    req.payload.logger.error({
      err,
      msg: `chat notify ${event.type} failed for ${event.sessionId}`,
    })
  }
}
