import { escapeHtml } from '@kernel'
import { formatInstant } from '@kernel/time'

import { summarySections } from './summarySections'

type Row = Record<string, unknown>

/** How many of each thing the summary lists: what the database holds for the person. */
export function summaryCounts(
  r: Record<string, Row[]>,
): { key: string; label: string; n: number }[] {
  const bookings = r.bookings ?? []
  const agreement = (b: Row) => b.agreement as { signedAt?: unknown; addenda?: unknown } | null
  const n = (key: string) => (r[key] ?? []).length
  return [
    { key: 'bookings', label: 'Bookings', n: n('bookings') },
    { key: 'payments', label: 'Payments', n: n('payments') },
    { key: 'documents', label: 'Receipts, invoices and credit notes', n: n('documents') },
    { key: 'marketing', label: 'Marketing email consents', n: n('consents') },
    { key: 'texts', label: 'Text-message consents', n: n('textConsents') },
    {
      key: 'autopay',
      label: 'Automatic-payment authorisations',
      n: bookings.filter((b) => b.autopayConsent).length,
    },
    {
      key: 'agreements',
      label: 'Signed agreements',
      n: bookings.filter((b) => agreement(b)?.signedAt).length,
    },
    {
      key: 'addenda',
      label: 'Agreement addenda',
      n: bookings.reduce((s, b) => {
        const list = agreement(b)?.addenda
        return s + (Array.isArray(list) ? list.length : 0)
      }, 0),
    },
    { key: 'galleries', label: 'Photo gallery links', n: n('galleryLinks') },
    { key: 'chats', label: 'Chats', n: n('chats') },
    { key: 'chatMessages', label: 'Chat messages', n: n('chatMessages') },
    { key: 'emails', label: 'Emails', n: n('emails') },
    { key: 'inquiries', label: 'Requests and messages', n: n('inquiries') },
    { key: 'carts', label: 'Unfinished bookings', n: n('carts') },
    { key: 'subscriptions', label: 'Newsletter sign-ups', n: n('subscriptions') },
    { key: 'unsubscribes', label: 'Unsubscribes', n: n('unsubscribes') },
  ]
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1c1917;max-width:46rem;margin:2rem auto;padding:0 1rem}h2{margin-top:2rem}li{margin:.4rem 0;white-space:pre-line}'

/** summary.html in the export: a page a person can read, in words, of everything held. Pure. */
export function summaryHtml(r: Record<string, Row[]>, who: { email: string; at: Date }): string {
  const e = escapeHtml
  const counts = summaryCounts(r)
    .map((c) => `<li data-count="${c.key}">${e(c.label)}: ${c.n}</li>`)
    .join('')
  const sections = summarySections(r)
    .map(
      (s) =>
        `<section><h2>${e(s.heading)}</h2>${
          s.items.length
            ? `<ul>${s.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`
            : '<p>None.</p>'
        }</section>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your personal information</title><style>${STYLE}</style></head><body><main><h1>Your personal information</h1><p>Everything we hold about ${e(who.email)}, as of ${e(formatInstant(who.at, 'dateTime'))} (Winnipeg time). Amounts are in Canadian dollars, taxes included. The other files in this download hold the same records for a computer.</p><h2>In short</h2><ul>${counts}</ul>${sections}</main></body></html>`
}
