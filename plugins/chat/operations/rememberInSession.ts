import type { PayloadRequest } from 'payload'

import { emptyMemory, type ChatMemory } from '../core/chatMemory'
import type { ChatSession } from '../types'
import type { Answer } from './answerQuestion'

/** The session's stored memory in the core's shape. */
export const sessionMemory = (s: ChatSession): ChatMemory => ({
  ...emptyMemory,
  packageSlug: s.memory?.packageSlug ?? null,
  place: s.memory?.place ?? null,
  eventDate: s.memory?.eventDate ?? null,
  eventTime: s.memory?.eventTime ?? null,
  guests: s.memory?.guests ?? null,
})

/**
 * Stores what the visitor has told us (in Postgres, so the next line may reach another server)
 * and flags the chat for staff when the visitor asked for a person.
 */
export async function rememberInSession(args: {
  req: PayloadRequest
  session: ChatSession
  answer: Answer & { memory?: ChatMemory }
}): Promise<void> {
  const { req, session, answer } = args
  const wants = answer.kind === 'staff'
  const before = sessionMemory(session)
  const changed =
    answer.memory &&
    (Object.keys(before) as (keyof ChatMemory)[]).some((k) => before[k] !== answer.memory?.[k])
  if (!changed && !(wants && !session.waitingForPerson)) return
  await req.payload.update({
    collection: 'chat-sessions',
    id: session.id,
    data: {
      ...(changed ? { memory: answer.memory } : {}),
      ...(wants ? { waitingForPerson: true } : {}),
    },
    depth: 0,
    req,
  })
}
