import type { PayloadRequest } from 'payload'

import { isEmail } from '@kernel'

import type { Inquiry } from '../types'

export type ChatLeadInput = {
  chatSessionId: number
  name: string
  email: string
  /** The conversation so far, quoted for staff (the lead also links to the chat). */
  transcript: string
  now: Date
}

/**
 * A chat that asked for a person becomes a new lead, once per chat, when the visitor left an
 * email (there is no one to quote otherwise). Answers the lead, or null without an email.
 */
export async function leadFromChat(
  req: PayloadRequest,
  input: ChatLeadInput,
): Promise<Inquiry | null> {
  if (!isEmail(input.email)) return null
  const existing = await findChatLead(req, input.chatSessionId)
  if (existing) return existing
  // The chat's unique link keeps a second lead out even if two asks race past this check.
  return req.payload.create({
    collection: 'inquiries',
    depth: 0,
    req,
    data: {
      kind: 'chat',
      status: 'new',
      name: input.name.trim() || 'Chat visitor',
      email: input.email,
      message: input.transcript.slice(0, 10_000),
      chatSession: input.chatSessionId,
      history: [
        {
          at: input.now.toISOString(),
          by: 'Website',
          action: 'From the chat',
          note: 'Asked to talk to a person in the live chat.',
        },
      ],
    },
  })
}

async function findChatLead(req: PayloadRequest, chatSessionId: number) {
  const { docs } = await req.payload.find({
    collection: 'inquiries',
    where: { chatSession: { equals: chatSessionId } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}
