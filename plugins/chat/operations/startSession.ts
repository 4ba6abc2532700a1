import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import { hashToken } from '@server-kit'

import type { ChatNotify } from '../types'
import { safeNotify } from './safeNotify'

export type StartSessionInput = { customerName: string; customerEmail: string; pagePath?: string }

/**
 * Opens a conversation. The id is short enough to type in Telegram's `/reply <id> <text>`; the
 * token (returned once, stored hashed) is what lets the visitor read and write it.
 */
export async function startSession(args: {
  req: PayloadRequest
  input: StartSessionInput
  notify?: ChatNotify
}): Promise<{ ok: true; sessionId: string; token: string }> {
  const { req, input, notify } = args
  const sessionId = `c${randomBytes(6).toString('hex')}`
  const token = randomBytes(32).toString('base64url')
  await req.payload.create({
    collection: 'chat-sessions',
    data: {
      sessionId,
      tokenHash: hashToken(token),
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      pagePath: input.pagePath,
      status: 'active',
      unreadCount: 0,
      lastMessageAt: new Date().toISOString(),
      visitorSeenAt: new Date().toISOString(),
    },
    depth: 0,
    req,
  })
  await safeNotify(req, notify, {
    type: 'chat_session_started',
    sessionId,
    text: `New chat from ${input.customerName} (${input.customerEmail})`,
    visitorName: input.customerName,
  })
  return { ok: true, sessionId, token }
}
