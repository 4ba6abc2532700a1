import type { PayloadRequest } from 'payload'

import type { PublicChatMessage } from '../types'
import { addMessage } from './addMessage'
import { answerQuestion, type Answer } from './answerQuestion'
import { chatHandoffLead } from './chatHandoffLead'
import { findVisitorSession } from './findSession'
import { rememberInSession, sessionMemory } from './rememberInSession'
import { toPublicMessage } from './toPublicMessage'

// After staff step in, the assistant speaks only when addressed.
const ADDRESSES_BOT = /\b(bot|assistant)\b/i

export type BotReplyResult =
  | {
      ok: true
      response: string | null
      kind: Answer['kind'] | 'quiet'
      message: PublicChatMessage | null
    }
  | { ok: false; code: 'session_not_found' }

/**
 * Answers a visitor's question and, in a session, records the answer. Without a session (the
 * widget's local fallback) it still answers but stores nothing.
 */
export async function botReply(args: {
  req: PayloadRequest
  question: string
  sessionId?: string
  token: string | null
  now: Date
}): Promise<BotReplyResult> {
  const { req, question, sessionId, token, now } = args
  const session = sessionId ? await findVisitorSession({ req, sessionId, token }) : null
  if (sessionId && !session) return { ok: false, code: 'session_not_found' }
  // "Assistant, what are your hours?": the form of address is not part of the question.
  const answer = await answerQuestion({
    req,
    question: question.replace(new RegExp(ADDRESSES_BOT.source, 'gi'), ' '),
    now,
    chat: session
      ? {
          memory: sessionMemory(session),
          visitor: { name: session.customerName, email: session.customerEmail },
        }
      : undefined,
  })
  if (session) await rememberInSession({ req, session, answer })
  if (session && answer.kind === 'staff') await chatHandoffLead({ req, session, question, now })
  if (session?.staffRepliedAt && !ADDRESSES_BOT.test(question)) {
    return { ok: true, response: null, kind: 'quiet', message: null }
  }
  const message = session
    ? await addMessage({ req, session, sender: 'bot', text: answer.text, via: 'assistant' })
    : null
  return {
    ok: true,
    response: answer.text,
    kind: answer.kind,
    message: message ? toPublicMessage(message) : null,
  }
}
