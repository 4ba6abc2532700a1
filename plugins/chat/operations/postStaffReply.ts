import type { PayloadRequest } from 'payload'

import type { PublicChatMessage } from '../types'
import { addMessage } from './addMessage'
import { findSession } from './findSession'

/**
 * A staff answer from the admin panel or from Telegram (`/reply <sessionId> <text>`). From then
 * on the assistant stays quiet in that session unless the visitor asks it directly.
 */
export async function postStaffReply(args: {
  req: PayloadRequest
  sessionId: string
  text: string
  via: 'admin' | 'telegram'
}): Promise<
  | { ok: true; message: PublicChatMessage }
  | { ok: false; code: 'session_not_found' | 'empty_message' }
> {
  const { req, sessionId, via } = args
  const text = args.text.trim()
  if (!text) return { ok: false, code: 'empty_message' }
  const session = await findSession({ req, sessionId })
  if (!session) return { ok: false, code: 'session_not_found' }
  const user = req.user as { name?: string | null; email?: string } | null
  const message = await addMessage({
    req,
    session,
    sender: 'staff',
    text: text.slice(0, 2000),
    via,
    staffName: user?.name || user?.email || undefined,
  })
  return {
    ok: true,
    message: {
      id: String(message.id),
      text: message.text,
      sender: 'staff',
      createdAt: message.createdAt,
    },
  }
}
