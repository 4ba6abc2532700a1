'use client'

import { useRef } from 'react'

import { daysBetweenDateStrings } from '@kernel'
import { AddOnList } from './AddOnList'
import { BackdropPicker } from './BackdropPicker'
import { QuoteOrError } from './QuoteOrError'
import { StepFrame } from './StepFrame'
import type { WizardCatalog, WizardState } from './types'
import { ui } from '@/components/ui/ui'
import type { QuoteState } from './useQuote'

type Props = {
  catalog: WizardCatalog
  state: WizardState
  /** Winnipeg's date from the server; null until it answers. */
  today: string | null
  quote: QuoteState
  creating: boolean
  onChange: (patch: Partial<WizardState>) => void
  onBack: () => void
  onContinue: () => void
  /** Opens the Outside Service Area dialog (the quote says the address is too far). */
  onOutsideArea: () => void
}

const REPEAT_CLICK_MS = 2000

export function BackdropStep({
  catalog,
  state,
  today,
  quote,
  creating,
  onChange,
  onBack,
  onContinue,
  onOutsideArea,
}: Props) {
  const lastClick = useRef(0)
  const days = state.selectedDate && today ? daysBetweenDateStrings(today, state.selectedDate) : 0
  const continueClicked = () => {
    // Double taps must not create two bookings.
    const now = Date.now()
    if (now - lastClick.current < REPEAT_CLICK_MS) return
    lastClick.current = now
    onContinue()
  }
  return (
    <StepFrame onBack={onBack} backLabel="Back to Date & Time">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-8">
          <BackdropPicker
            backdrops={catalog.backdrops.filter((b) => b.available)}
            selected={state.selectedBackdrop}
            onSelect={(id) => onChange({ selectedBackdrop: id })}
          />
          <section aria-labelledby="addons-title">
            <h2 id="addons-title" className="mb-3 text-lg font-semibold text-stone-900">
              Add-ons <span className="font-normal text-stone-600">(optional)</span>
            </h2>
            <AddOnList
              addOns={catalog.addOns}
              packageId={state.selectedPackage ?? 0}
              daysUntilEvent={days}
              quantities={state.addOnQuantities}
              onChange={(q) => onChange({ addOnQuantities: q })}
            />
          </section>
        </div>
        <aside
          className={`${ui.card} h-fit lg:sticky lg:top-24`}
          aria-labelledby="summary-title"
          aria-busy={quote.loading}
        >
          <h2 id="summary-title" className="text-lg font-semibold text-stone-900">
            Your booking
          </h2>
          <p className="mt-1 text-sm text-stone-700" data-testid="addons-total">
            Add-ons total: <strong>{quote.quote ? quote.quote.addOnsTotal.text : '…'}</strong>
          </p>
          <QuoteOrError quote={quote} onOutsideArea={onOutsideArea} />
          {quote.loading && quote.quote && (
            <p className="text-sm text-stone-600">Updating price…</p>
          )}
          <button
            type="button"
            className={`${ui.primary} mt-4 w-full`}
            disabled={!state.selectedBackdrop || creating || Boolean(quote.error)}
            onClick={continueClicked}
          >
            {creating ? 'Processing...' : 'Continue to Payment'}
          </button>
          {!state.selectedBackdrop && (
            <p className="mt-2 text-center text-sm text-stone-600">
              Choose a backdrop to continue.
            </p>
          )}
        </aside>
      </div>
    </StepFrame>
  )
}
