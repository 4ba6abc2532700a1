import type { PayloadRequest } from 'payload'

import { leadFromChat } from '@inquiries/server'

import type { ChatMessage, ChatSession } from '../types'

const SPEAKER: Record<ChatMessage['sender'], string> = {
  visitor: 'Visitor',
  bot: 'Assistant',
  staff: 'Staff',
}
const LINES = 60 // the lead quotes the conversation's latest lines; the chat link has it all

/**
 * A chat that asks for a person becomes a lead (issue 36) when the visitor left an email: the
 * conversation quoted, the chat linked. Once per chat: asking again finds the same lead.
 */
export async function chatHandoffLead(args: {
  req: PayloadRequest
  session: ChatSession
  question: string
  now: Date
}): Promise<void> {
  const { req, session, question, now } = args
  const { docs } = await req.payload.find({
    collection: 'chat-messages',
    where: { session: { equals: session.id } },
    sort: '-createdAt',
    limit: LINES,
    depth: 0,
    req,
  })
  const lines = (docs as ChatMessage[])
    .reverse()
    .map((m) => `${SPEAKER[m.sender] ?? m.sender}: ${m.text}`)
  // The widget stores the visitor's line before asking; a bare question is quoted here.
  if (!docs.some((m) => m.sender === 'visitor' && m.text === question))
    lines.push(`Visitor: ${question}`)
  await leadFromChat(req, {
    chatSessionId: session.id,
    name: session.customerName === 'Anonymous' ? '' : session.customerName,
    email: session.customerEmail,
    transcript: lines.join('\n'),
    now,
  })
}
