import Link from 'next/link'

import type { QuoteView } from '@quotes/contract'

import { ui } from '@/components/ui/ui'

const SAYS: Record<Exclude<QuoteView['status'], 'open'>, string> = {
  expired: 'This quote has expired.',
  declined: 'This quote was declined.',
  accepted: 'This quote has already been accepted. Your booking confirmation was emailed to you.',
}

/** An expired, declined or accepted quote says so, and offers to ask for a new one. */
export function QuoteClosed({
  status,
  number,
}: {
  status: Exclude<QuoteView['status'], 'open'>
  number: string
}) {
  const ask = `/contact?subject=${encodeURIComponent(`New quote (was ${number})`)}`
  return (
    <section className={ui.card} aria-labelledby="quote-closed">
      <h2 id="quote-closed" className="text-xl font-semibold text-stone-900">
        {SAYS[status]}
      </h2>
      <p className="mt-2 text-stone-700">
        Prices and dates change; we will gladly write a new one.
      </p>
      <Link href={ask} className={`${ui.primary} mt-4`}>
        Ask for a new quote
      </Link>
    </section>
  )
}
