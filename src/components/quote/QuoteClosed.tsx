'use client'

import type { QuoteView } from '@quotes/contract'

import { ui } from '@/components/ui/ui'
import { useFocusWhen } from '@/components/ui/useFocusWhen'
import { QuoteAskAgain } from './QuoteAskAgain'

const SAYS: Record<Exclude<QuoteView['status'], 'open'>, string> = {
  expired: 'This quote has expired.',
  declined: 'This quote was declined.',
  accepted: 'This quote has been accepted and booked.',
}

const MORE: Record<Exclude<QuoteView['status'], 'open'>, string> = {
  expired: 'Prices and dates change; we will gladly write a new one.',
  declined: 'If your plans change, we will gladly write a new one.',
  accepted: 'Planning another event? We will gladly write a new quote.',
}

/**
 * An expired, declined or accepted quote says so, and offers to ask for a new one. `focus`: it
 * just replaced the form the customer was using (declined), so the focus moves to what it says.
 */
export function QuoteClosed({
  quote,
  token,
  focus = false,
}: {
  quote: QuoteView
  token: string
  focus?: boolean
}) {
  const status = quote.status as Exclude<QuoteView['status'], 'open'>
  const heading = useFocusWhen<HTMLHeadingElement>(focus)
  return (
    <section className={ui.card} aria-labelledby="quote-closed">
      <h2
        id="quote-closed"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-stone-900 focus:outline-none"
      >
        {SAYS[status]}
      </h2>
      {status === 'accepted' &&
        (quote.bookingLink ? (
          <p className="mt-2 text-stone-700">
            <a href={quote.bookingLink} className={ui.link}>
              Open your booking
            </a>{' '}
            to see its details, documents and payments.
          </p>
        ) : (
          <p className="mt-2 text-stone-700">
            It is booked. To see it, use the link in your booking confirmation, or ask us below.
          </p>
        ))}
      <p className="mt-2 text-stone-700">{MORE[status]}</p>
      <QuoteAskAgain id={quote.id} token={token} />
    </section>
  )
}
