import type { PayloadRequest } from 'payload'

import { isEmail } from '@kernel'
import { BUSINESS_TIME_ZONE, formatInstant, todayInZone } from '@kernel/time'

import type { ChatSession } from '../types'

export type AdminChatSession = {
  sessionId: string
  customerName: string
  customerEmail: string
  unreadCount: number
  lastMessage: string
  lastMessageAt: string | null
  /** When, on Winnipeg's clock: '3:42 PM' today, 'Tue, Nov 24, 3:42 PM' before. */
  lastMessageAtLabel: string
  /** The visitor asked for a person and no one has replied yet. */
  waitingForPerson: boolean
  createdAt: string
  /** The admin's bookings list filtered to this visitor's email, when they gave one. */
  bookingsHref: string | null
}

const whenLabel = (at: string, now: Date) =>
  formatInstant(
    at,
    todayInZone(new Date(at), BUSINESS_TIME_ZONE) === todayInZone(now, BUSINESS_TIME_ZONE)
      ? 'time'
      : 'weekdayTime',
  )

export const bookingsHref = (email: string) =>
  isEmail(email)
    ? `/admin/collections/bookings?where[email][equals]=${encodeURIComponent(email)}`
    : null

/** Open conversations, most recent first, for the staff panel (polled every 3 s). */
export async function listActiveSessions({
  req,
  now = new Date(),
}: {
  req: PayloadRequest
  now?: Date
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
    lastMessageAtLabel: whenLabel(s.lastMessageAt ?? s.createdAt, now),
    waitingForPerson: Boolean(s.waitingForPerson),
    createdAt: s.createdAt,
    bookingsHref: bookingsHref(s.customerEmail),
  }))
}
