'use client'

import { useCallback, useState } from 'react'
import { toast } from 'sonner'

import { api } from '@/lib/api'
import { msg } from '../messages'
import { StepFrame } from '../StepFrame'
import type { WizardCatalog, WizardState } from '../types'
import { ui } from '@/components/ui/ui'
import { quoteInputOf, useQuote } from '../useQuote'
import { BookingFailedCard } from './BookingFailedCard'
import { BookingSummary } from './BookingSummary'
import { PaymentPanel } from './PaymentPanel'
import { PaymentTypeChoice } from './PaymentTypeChoice'
import { PromoCodeBox } from './PromoCodeBox'
import { TermsDialog } from './TermsDialog'
import { useVerifiedBooking } from './useVerifiedBooking'
import { WhyBookNow } from './WhyBookNow'

type Props = {
  catalog: WizardCatalog
  state: WizardState
  onChange: (patch: Partial<WizardState>) => void
  onBack: () => void
  onRetry: () => void
  onStartOver: () => void
  onSlotLost: (message: string) => void
  onPaid: (booking: { id: number; accessToken: string } | null) => void
}

export function PaymentStep({
  catalog,
  state,
  onChange,
  onBack,
  onRetry,
  onStartOver,
  onSlotLost,
  onPaid,
}: Props) {
  const verified = useVerifiedBooking(state.booking)
  const [termsOpen, setTermsOpen] = useState(false)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [notPayable, setNotPayable] = useState<string | null>(null)
  const input = quoteInputOf(state)
  const quote = useQuote(input, 0)
  const onNotPayable = useCallback((message: string) => setNotPayable(message), [])
  const booking = state.booking

  if (!input || !booking) return <MissingData onBack={onBack} />
  const failure = verified.status === 'failed' ? verified.message : notPayable
  if (failure)
    return (
      <StepFrame onBack={onBack}>
        <BookingFailedCard message={failure} onRetry={onRetry} onStartOver={onStartOver} />
      </StepFrame>
    )

  const accepted = termsAccepted || (verified.status === 'ok' && Boolean(verified.termsAcceptedAt))
  const acceptTerms = async () => {
    try {
      await api(`/api/bookings/${booking.id}/accept-terms`, {
        body: { token: booking.accessToken },
      })
      setTermsAccepted(true)
      setTermsOpen(false)
    } catch (error) {
      console.warn('accept-terms failed', error)
      toast.error(msg.termsTitle, { description: msg.termsSaveFailed, id: 'terms' })
    }
  }
  const inputWithoutPromo = { ...input, promoCode: null }

  return (
    <StepFrame onBack={onBack} backLabel="Back to Backdrop & Add-ons">
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
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
        <div className="grid h-fit gap-6">
          <PaymentTypeChoice
            value={state.paymentType}
            depositPercent={catalog.settings.depositPercent}
            quote={quote.quote}
            onChange={(paymentType) => onChange({ paymentType })}
          />
          <WhyBookNow />
          <div className={`${ui.card} grid gap-4`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold text-stone-900">Payment</h2>
              {accepted ? (
                <p className="font-medium text-emerald-800" data-testid="terms-accepted">
                  ✓ Terms accepted
                </p>
              ) : (
                <button type="button" className={ui.secondary} onClick={() => setTermsOpen(true)}>
                  Review &amp; Accept Terms
                </button>
              )}
            </div>
            {verified.status === 'checking' ? (
              <p className="text-stone-700" role="status">
                Checking your booking…
              </p>
            ) : (
              <PaymentPanel
                bookingId={booking.id}
                token={booking.accessToken}
                purpose="initial"
                paymentType={state.paymentType}
                promoCode={state.promoCode}
                termsAccepted={accepted}
                onPaid={() => onPaid(booking)}
                onSlotLost={onSlotLost}
                onNotPayable={onNotPayable}
              />
            )}
          </div>
        </div>
      </div>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} onAccept={acceptTerms} />
    </StepFrame>
  )
}

function MissingData({ onBack }: { onBack: () => void }) {
  return (
    <div role="alert" className={`${ui.card} text-center`}>
      <p className="font-semibold text-stone-900">{msg.paymentFormMissing}</p>
      <button type="button" className={`${ui.primary} mt-4`} onClick={onBack}>
        Go Back
      </button>
    </div>
  )
}
