import type { PayloadRequest } from 'payload'

import type { ChatMessage, ChatSession } from '../types'

type Sender = ChatMessage['sender']

/** Appends a line and keeps the session's summary (last message, unread count) current. */
export async function addMessage(args: {
  req: PayloadRequest
  session: ChatSession
  sender: Sender
  text: string
  via: NonNullable<ChatMessage['via']>
  staffName?: string
}): Promise<ChatMessage> {
  const { req, session, sender, text, via, staffName } = args
  const message = await req.payload.create({
    collection: 'chat-messages',
    data: { session: session.id, sender, text, via, staffName },
    depth: 0,
    req,
  })
  const fromStaff = sender === 'staff'
  await req.payload.update({
    collection: 'chat-sessions',
    id: session.id,
    data: {
      lastMessage: text.slice(0, 200),
      lastMessageAt: message.createdAt,
      // Only visitor lines wait for staff; a staff reply means staff have read the chat.
      unreadCount:
        sender === 'visitor' ? (session.unreadCount ?? 0) + 1 : fromStaff ? 0 : session.unreadCount,
      ...(fromStaff
        ? { staffRepliedAt: message.createdAt, status: 'active' as const, waitingForPerson: false }
        : {}),
    },
    depth: 0,
    req,
  })
  return message
}
