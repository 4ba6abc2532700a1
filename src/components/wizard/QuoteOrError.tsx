import { QuoteLines } from './QuoteLines'
import { ui } from '@/components/ui/ui'
import type { QuoteState } from './useQuote'

/** The price lines, or why there is no price (with the way on for an address out of the area). */
export function QuoteOrError({
  quote,
  onOutsideArea,
}: {
  quote: QuoteState
  onOutsideArea: () => void
}) {
  return (
    <div className="mt-3 min-h-24">
      {quote.error ? (
        <>
          <p className="text-red-700" role="alert">
            {quote.error}
          </p>
          {quote.code === 'outside_service_area' && (
            <button type="button" className={`${ui.accent} mt-3 w-full`} onClick={onOutsideArea}>
              Ask us about your event
            </button>
          )}
        </>
      ) : quote.quote ? (
        <QuoteLines quote={quote.quote} />
      ) : (
        <p className="text-stone-600">Calculating your price…</p>
      )}
    </div>
  )
}
