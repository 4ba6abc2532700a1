import type { PayloadRequest } from 'payload'

import type { ChatSession } from '../types'

// The widget polls every few seconds; one write per half minute is enough to tell "still here".
const EVERY_MS = 30_000

/** Records that the visitor's chat window is open (a staff reply then needs no email). */
export async function markVisitorSeen(
  req: PayloadRequest,
  session: ChatSession,
  now: Date,
): Promise<void> {
  const last = session.visitorSeenAt ? new Date(session.visitorSeenAt).getTime() : 0
  // A staff reply newer than the last mark is seen now: record it at once, or it gets emailed.
  const unseenReply = session.staffRepliedAt && new Date(session.staffRepliedAt).getTime() > last
  if (now.getTime() - last < EVERY_MS && !unseenReply) return
  await req.payload.db.updateOne({
    collection: 'chat-sessions',
    id: session.id,
    data: { visitorSeenAt: now.toISOString() },
    req,
  })
}
