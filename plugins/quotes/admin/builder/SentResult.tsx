'use client'

import { panel, targetLink } from '@admin-kit/adminStyles'

import { BUILDER_PATH } from '../builderPath'
import { deliveryWords, sentHeadline } from './builderMessages'
import type { SentQuote } from './useQuoteBuilder'

/** After the send: the number, the total, what became of the email, and where to go next. */
export function SentResult({
  sent,
  email,
  leadId,
}: {
  sent: SentQuote
  email: string
  leadId: number | null
}) {
  const mail = deliveryWords(sent.delivery, email)
  const link =
    !mail.ok && sent.token && typeof window !== 'undefined'
      ? `${window.location.origin}/quote/${sent.id}?token=${encodeURIComponent(sent.token)}`
      : null
  return (
    <section
      aria-labelledby="quote-sent"
      style={{ ...panel, maxWidth: 720 }}
      data-testid="quote-sent"
    >
      <h2 id="quote-sent" tabIndex={-1} ref={(h) => h?.focus()}>
        {sentHeadline(sent, mail.ok)}
      </h2>
      <p>Total {sent.total.text}, taxes included.</p>
      <p role="status" data-testid="quote-delivery" style={{ fontWeight: 600 }}>
        {mail.text}
      </p>
      {link ? (
        <p style={{ overflowWrap: 'anywhere' }}>
          Customer&apos;s link: <a href={link}>{link}</a>
        </p>
      ) : !mail.ok ? (
        <p>The customer&apos;s link is the one they already have.</p>
      ) : null}
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
        <li>
          <a href={`/admin/collections/quotes/${sent.id}`} style={targetLink}>
            Open quote {sent.number}
          </a>
        </li>
        {leadId ? (
          <li>
            <a href={`/admin/collections/inquiries/${leadId}`} style={targetLink}>
              Open the lead
            </a>
          </li>
        ) : null}
        <li>
          {/* A full load: the builder starts empty again (a client route would keep this state). */}
          <a href={BUILDER_PATH} style={targetLink}>
            Build another quote
          </a>
        </li>
      </ul>
    </section>
  )
}
