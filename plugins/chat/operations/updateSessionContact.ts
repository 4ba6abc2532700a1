import type { PayloadRequest } from 'payload'

import { findVisitorSession } from './findSession'

/** Contact details given after the session began replace 'Anonymous' / 'Not provided'. */
export async function updateSessionContact(args: {
  req: PayloadRequest
  sessionId: string
  token: string | null
  customerName: string
  customerEmail: string
}): Promise<{ ok: true } | { ok: false; code: 'session_not_found' }> {
  const { req, sessionId, token, customerName, customerEmail } = args
  const session = await findVisitorSession({ req, sessionId, token })
  if (!session) return { ok: false, code: 'session_not_found' }
  await req.payload.update({
    collection: 'chat-sessions',
    id: session.id,
    data: { customerName, customerEmail },
    depth: 0,
    req,
  })
  return { ok: true }
}
