import type { PayloadRequest, Where } from 'payload'

import type { ChatMessage, ChatSession, PublicChatMessage } from '../types'
import { toPublicMessage } from './toPublicMessage'

const LIMIT = 200 // a conversation longer than this shows its latest lines

/** A session's lines in order, optionally only those after an instant (for polling). */
export async function listSessionMessages(args: {
  req: PayloadRequest
  session: ChatSession
  after?: string
}): Promise<PublicChatMessage[]> {
  const { req, session, after } = args
  const where: Where = { session: { equals: session.id } }
  if (after) where.createdAt = { greater_than: after }
  const found = await req.payload.find({
    collection: 'chat-messages',
    where,
    sort: '-createdAt',
    limit: LIMIT,
    depth: 0,
    req,
  })
  return (found.docs as ChatMessage[]).reverse().map(toPublicMessage)
}
