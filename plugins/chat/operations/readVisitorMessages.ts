import type { PayloadRequest } from 'payload'

import type { PublicChatMessage } from '../types'
import { findVisitorSession } from './findSession'
import { listSessionMessages } from './listSessionMessages'
import { markVisitorSeen } from './markVisitorSeen'

/** The visitor's own conversation (the widget polls this for staff replies). */
export async function readVisitorMessages(args: {
  req: PayloadRequest
  sessionId: string
  token: string | null
  after?: string
  now?: Date
}): Promise<
  | { ok: true; messages: PublicChatMessage[]; customerName: string; staffReplied: boolean }
  | { ok: false; code: 'session_not_found' }
> {
  const session = await findVisitorSession(args)
  if (!session) return { ok: false, code: 'session_not_found' }
  const messages = await listSessionMessages({ req: args.req, session, after: args.after })
  await markVisitorSeen(args.req, session, args.now ?? new Date())
  return {
    ok: true,
    messages,
    customerName: session.customerName,
    staffReplied: Boolean(session.staffRepliedAt),
  }
}
