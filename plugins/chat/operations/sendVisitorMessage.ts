import type { PayloadRequest } from 'payload'

import type { ChatNotify, PublicChatMessage } from '../types'
import { addMessage } from './addMessage'
import { findVisitorSession } from './findSession'
import { safeNotify } from './safeNotify'
import { toPublicMessage } from './toPublicMessage'

/** Stores the visitor's line in their own session and relays it to staff. */
export async function sendVisitorMessage(args: {
  req: PayloadRequest
  sessionId: string
  token: string | null
  text: string
  notify?: ChatNotify
}): Promise<
  | { ok: true; message: PublicChatMessage }
  | { ok: false; code: 'session_not_found' | 'session_closed' }
> {
  const { req, sessionId, token, text, notify } = args
  const session = await findVisitorSession({ req, sessionId, token })
  if (!session) return { ok: false, code: 'session_not_found' }
  if (session.status === 'closed') return { ok: false, code: 'session_closed' }
  const message = await addMessage({ req, session, sender: 'visitor', text, via: 'widget' })
  await safeNotify(req, notify, {
    type: 'chat_message',
    sessionId,
    text,
    visitorName: session.customerName,
  })
  return { ok: true, message: toPublicMessage(message) }
}
