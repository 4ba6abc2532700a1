import { renderEmail } from '@email'
import type { EmailSite, RenderedEmail } from '@email'

/** Staff answered after the visitor left the chat: the replies, and the way back to the chat. */
export function staffReplyEmail(
  c: { firstName: string; replies: { text: string; staffName: string | null }[]; chatLink: string },
  s: EmailSite,
): RenderedEmail {
  const who = c.replies.find((r) => r.staffName)?.staffName ?? `The ${s.businessName} team`
  return renderEmail(`${who} replied to your chat`, [
    `Hi ${c.firstName || 'there'}, you had left our website chat when we answered, so here is the reply:`,
    ...c.replies.map((r) => `“${r.text}”`),
    { link: ['Continue the chat', c.chatLink] },
    `You can also call or text ${s.businessPhone}, or reply to ${s.businessEmail}.`,
  ])
}
