// Telegram messages to the staff chat: short, one fact per line, a link to the admin document.
import type { StaffEvent } from '@booking/server'
import { formatDateLong, formatTimeLabel } from '@kernel'

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

function lines(event: StaffEvent): string[] {
  switch (event.kind) {
    case 'booking_confirmed':
      return [
        `✅ New booking ${event.reference}`,
        `${event.customer} · ${event.packageName}`,
        `${formatDateLong(event.eventDate)}, ${formatTimeLabel(event.eventTime)}`,
      ]
    case 'payment_failed':
      return [`⚠️ Payment failed for ${event.reference}`, event.customer, clip(event.reason, 200)]
    case 'refund':
      return [`↩️ Refund of ${event.amount} on ${event.reference}`, event.customer]
    case 'balance_overdue':
      return [
        `⏰ Balance overdue on ${event.reference}`,
        `${event.customer} owes ${event.amount} (due ${formatDateLong(event.dueDate)})`,
      ]
    case 'inquiry':
      return [`✉️ ${clip(event.subject, 120)}`, `From ${event.name}`]
    case 'chat_started':
    case 'chat_message':
      return [
        `💬 ${event.kind === 'chat_started' ? 'New chat' : 'Chat message'} from ${event.visitor}`,
        clip(event.text, 300),
        `Answer: /reply ${event.sessionId} <message>`,
      ]
    case 'integration_broken':
      return [`🔌 ${event.service} needs attention`, clip(event.detail, 200)]
  }
}

/** The alert's text; `siteUrl` has no trailing slash. */
export function staffAlertText(event: StaffEvent, siteUrl: string): string {
  return [...lines(event), `${siteUrl}${event.adminPath}`].join('\n')
}
