import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { emailSite } from '@email'
import { KIND_HEADER } from '@outbox/server'
import { isEmail } from '@kernel'
import { transactionDb } from '@server-kit'

import { staffReplyEmail } from '../email/staffReplyEmail'

/** A visitor whose chat window has not checked for messages this long has left. */
export const VISITOR_GONE_MS = 2 * 60_000

/**
 * Emails staff replies the visitor never saw: the chat window stopped polling (2 minutes) before
 * the reply came. Safe on several servers at once: a session's replies are claimed with one
 * conditional UPDATE (emailed_at still empty), so only one run sends them.
 */
export async function emailStaffReplies({
  req,
  now,
}: {
  req: PayloadRequest
  now: Date
}): Promise<{ sent: number }> {
  const goneBefore = new Date(now.getTime() - VISITOR_GONE_MS).toISOString()
  const db = await transactionDb(req)
  // Sessions with unsent staff replies written after the visitor's window last checked in.
  const { rows } = await db.execute(sql`
    SELECT DISTINCT s.id FROM chat_sessions s JOIN chat_messages m ON m.session_id = s.id
    WHERE m.sender = 'staff' AND m.emailed_at IS NULL
      AND (s.visitor_seen_at IS NULL OR m.created_at > s.visitor_seen_at)
      AND coalesce(s.visitor_seen_at, s.created_at) <= ${goneBefore}
    LIMIT 50`)
  const site = rows.length ? await emailSite(req) : null
  let sent = 0
  for (const { id } of rows) {
    const claimed = await db.execute(sql`
      UPDATE chat_messages m SET emailed_at = ${now.toISOString()}
      FROM chat_sessions s
      WHERE m.session_id = s.id AND s.id = ${Number(id)} AND m.sender = 'staff'
        AND m.emailed_at IS NULL AND (s.visitor_seen_at IS NULL OR m.created_at > s.visitor_seen_at)
      RETURNING m.text, m.staff_name, m.created_at, s.customer_name, s.customer_email`)
    const replies = [...claimed.rows].sort((a, b) =>
      String(a.created_at).localeCompare(String(b.created_at)),
    )
    const to = String(replies[0]?.customer_email ?? '')
    if (!replies.length || !isEmail(to) || !site) continue // no address: nothing to send
    const email = staffReplyEmail(
      {
        firstName: String(replies[0].customer_name ?? '')
          .split(/\s+/)[0]
          .replace(/^Anonymous$/, ''),
        replies: replies.map((r) => ({
          text: String(r.text),
          staffName: r.staff_name ? String(r.staff_name) : null,
        })),
        chatLink: `${site.siteUrl}/?chat=open`,
      },
      site,
    )
    try {
      await req.payload.sendEmail({
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { [KIND_HEADER]: 'chat_reply' },
      })
      sent++
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `chat reply email for session ${id} failed` })
    }
  }
  return { sent }
}
