import type { PayloadRequest } from 'payload'

import type { PublicChatMessage } from '../types'
import { findSession } from './findSession'
import { listSessionMessages } from './listSessionMessages'

/** A conversation as staff see it; opening it marks it read. */
export async function openSessionForStaff(args: {
  req: PayloadRequest
  sessionId: string
}): Promise<
  { ok: true; messages: PublicChatMessage[] } | { ok: false; code: 'session_not_found' }
> {
  const { req, sessionId } = args
  const session = await findSession({ req, sessionId })
  if (!session) return { ok: false, code: 'session_not_found' }
  if (session.unreadCount) {
    await req.payload.update({
      collection: 'chat-sessions',
      id: session.id,
      data: { unreadCount: 0 },
      depth: 0,
      req,
    })
  }
  return { ok: true, messages: await listSessionMessages({ req, session }) }
}
