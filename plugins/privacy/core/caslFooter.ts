import { escapeHtml } from '@kernel'

// What every commercial email ends with (CASL s. 6(2) and the regulations): who sent it, how to
// reach them, and an unsubscribe that works in one click. Pure.

export type Sender = {
  legalName: string
  mailingAddress: string
  phone: string
  email: string
  siteUrl: string
}

export type Mail = { subject: string; text: string; html: string }

const END = '</div></body></html>'

/** The mail with the sender's identity, why it came and the unsubscribe link at its end. */
export function withCaslFooter(
  mail: Mail,
  s: Sender,
  reason: string,
  unsubscribe: { link: string; label: string },
): Mail {
  const address = s.mailingAddress.trim().replace(/\s*\n\s*/g, ', ')
  const lines = [
    `Sent by ${s.legalName}, ${address}. Phone ${s.phone}, email ${s.email}, ${s.siteUrl}.`,
    `You get this email because ${reason}.`,
  ]
  const text = `${mail.text}\n\n--\n${lines.join('\n')}\nUnsubscribe from ${unsubscribe.label}: ${unsubscribe.link}`
  const footer = `<div style="margin-top:28px;padding-top:14px;border-top:1px solid #d6d3d1;font-size:13px;color:#44403c">${lines
    .map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`)
    .join(
      '',
    )}<p style="margin:0"><a href="${escapeHtml(unsubscribe.link)}" style="color:#1c1917">Unsubscribe from ${escapeHtml(unsubscribe.label)}</a></p></div>`
  const at = mail.html.lastIndexOf(END)
  const html = at < 0 ? mail.html + footer : mail.html.slice(0, at) + footer + END
  return { subject: mail.subject, text, html }
}

/** RFC 2369 and RFC 8058: mail apps show an Unsubscribe button that POSTs to this URL. */
export const unsubscribeHeaders = (oneClickUrl: string) => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
