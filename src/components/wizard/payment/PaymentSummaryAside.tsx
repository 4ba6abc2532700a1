import type { QuoteRequest } from '@booking/contract'

import type { WizardCatalog, WizardState } from '../types'
import { ui } from '@/components/ui/ui'
import type { QuoteState } from '../useQuote'
import { BookingSummary } from './BookingSummary'
import { PromoCodeBox } from './PromoCodeBox'

type Props = {
  catalog: WizardCatalog
  state: WizardState
  input: QuoteRequest
  quote: QuoteState
  onChange: (patch: Partial<WizardState>) => void
}

/** The payment step's booking summary with the promo code box. */
export function PaymentSummaryAside({ catalog, state, input, quote, onChange }: Props) {
  const inputWithoutPromo = { ...input, promoCode: null }
  return (
    <aside
      className={`${ui.card} h-fit lg:order-last lg:sticky lg:top-24`}
      aria-labelledby="pay-summary-title"
    >
      <h2 id="pay-summary-title" className="mb-3 text-lg font-semibold text-stone-900">
        Booking summary
      </h2>
      <BookingSummary
        date={input.eventDate}
        time={input.eventTime}
        pkg={catalog.packages.find((p) => p.id === input.packageId)}
        backdrop={catalog.backdrops.find((b) => b.id === state.selectedBackdrop)}
        quote={quote.quote}
        loading={quote.loading}
        error={quote.error}
      >
        <PromoCodeBox
          input={inputWithoutPromo}
          applied={state.promoCode}
          onApply={(promoCode) => onChange({ promoCode })}
          onRemove={() => onChange({ promoCode: null })}
        />
      </BookingSummary>
    </aside>
  )
}
