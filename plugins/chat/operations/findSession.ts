import type { PayloadRequest } from 'payload'

import { tokenMatches } from '@server-kit'

import type { ChatSession } from '../types'

/** The session with this public id (staff and Telegram paths; no token). */
export async function findSession({ req, sessionId }: { req: PayloadRequest; sessionId: string }) {
  const found = await req.payload.find({
    collection: 'chat-sessions',
    where: { sessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    req,
  })
  return (found.docs[0] as ChatSession | undefined) ?? null
}

/**
 * The visitor's own session: the id AND the secret token must match. A wrong token looks
 * exactly like a missing session, so an id alone reveals nothing, not even that it exists.
 */
export async function findVisitorSession(args: {
  req: PayloadRequest
  sessionId: string
  token: string | null
}): Promise<ChatSession | null> {
  const session = await findSession(args)
  return session && tokenMatches(args.token, session.tokenHash) ? session : null
}
