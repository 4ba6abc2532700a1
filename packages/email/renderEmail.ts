import { escapeHtml } from '@kernel'
import type { RenderedEmail } from './emailTypes'

export type Block =
  string | { heading: string } | { rows: [string, string][] } | { link: [string, string] }

const END = '</div></body></html>'

/** One simple, readable layout for every email (bookings, quotes, carts, staff): the same blocks as text and as HTML. */
export function renderEmail(subject: string, blocks: Block[]): RenderedEmail {
  const { text, body } = renderBlocks(blocks)
  const html = `<!doctype html><html><body style="margin:0;background:#fafaf9"><div style="max-width:560px;margin:0 auto;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1c1917"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>${body}${END}`
  return { subject, text, html }
}

/** More blocks at the end of a rendered email (e.g. the receipts a payment produced). */
export function appendBlocks(email: RenderedEmail, blocks: Block[]): RenderedEmail {
  if (!blocks.length) return email
  const { text, body } = renderBlocks(blocks)
  const at = email.html.lastIndexOf(END)
  const html = at < 0 ? email.html + body : email.html.slice(0, at) + body + END
  return { subject: email.subject, text: `${email.text}\n\n${text}`, html }
}

function renderBlocks(blocks: Block[]) {
  const text = blocks
    .map((b) => {
      if (typeof b === 'string') return b
      if ('heading' in b) return `\n${b.heading.toUpperCase()}`
      if ('rows' in b) return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n')
      return `${b.link[0]}: ${b.link[1]}`
    })
    .join('\n\n')
  const body = blocks
    .map((b) => {
      if (typeof b === 'string') return `<p style="margin:0 0 14px">${escapeHtml(b)}</p>`
      if ('heading' in b)
        return `<h2 style="font-size:17px;margin:22px 0 8px">${escapeHtml(b.heading)}</h2>`
      if ('rows' in b)
        return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 14px">${b.rows
          .map(
            ([k, v]) =>
              `<tr><td style="padding:4px 12px 4px 0;color:#57534e">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
          )
          .join('')}</table>`
      return `<p style="margin:18px 0"><a href="${escapeHtml(b.link[1])}" style="background:#1c1917;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(b.link[0])}</a></p>`
    })
    .join('')
  return { text, body }
}
