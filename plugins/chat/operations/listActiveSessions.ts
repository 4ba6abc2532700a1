import type { PayloadRequest } from 'payload'

import { isEmail } from '@kernel'

import type { ChatSession } from '../types'

export type AdminChatSession = {
  sessionId: string
  customerName: string
  customerEmail: string
  unreadCount: number
  lastMessage: string
  lastMessageAt: string | null
  createdAt: string
  /** The admin's bookings list filtered to this visitor's email, when they gave one. */
  bookingsHref: string | null
}

export const bookingsHref = (email: string) =>
  isEmail(email)
    ? `/admin/collections/bookings?where[email][equals]=${encodeURIComponent(email)}`
    : null

/** Open conversations, most recent first, for the staff panel (polled every 3 s). */
export async function listActiveSessions({
  req,
}: {
  req: PayloadRequest
}): Promise<AdminChatSession[]> {
  const found = await req.payload.find({
    collection: 'chat-sessions',
    where: { status: { equals: 'active' } },
    sort: '-lastMessageAt',
    limit: 50,
    depth: 0,
    req,
  })
  return (found.docs as ChatSession[]).map((s) => ({
    sessionId: s.sessionId,
    customerName: s.customerName,
    customerEmail: s.customerEmail,
    unreadCount: s.unreadCount ?? 0,
    lastMessage: s.lastMessage ?? '',
    lastMessageAt: s.lastMessageAt ?? null,
    createdAt: s.createdAt,
    bookingsHref: bookingsHref(s.customerEmail),
  }))
}
