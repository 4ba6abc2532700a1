'use client'

import { useCallback, useState } from 'react'

import { msg } from '../messages'
import { StepFrame } from '../StepFrame'
import type { WizardCatalog, WizardState } from '../types'
import type { PublicBooking } from '@booking/contract'
import { ui } from '@/components/ui/ui'
import { quoteInputOf, useQuote } from '../useQuote'
import { BookingFailedCard } from './BookingFailedCard'
import { PaymentPanel } from './PaymentPanel'
import { PayNowChoice, payNow, planSentence } from '@booking/payNow'
import { useServerToday } from '../useServerToday'
import { PaymentSummaryAside } from './PaymentSummaryAside'
import { ReviewAndSign } from './ReviewAndSign'
import { TermsHeader } from './TermsHeader'
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
  const [signed, setSigned] = useState<PublicBooking['agreement']>(null)
  const [notPayable, setNotPayable] = useState<string | null>(null)
  const input = quoteInputOf(state)
  const quote = useQuote(input, 0)
  const onNotPayable = useCallback((message: string) => setNotPayable(message), [])
  const booking = state.booking
  const today = useServerToday()
  const totalCents = quote.quote ? quote.quote.totalAmount.cents : null

  if (!input || !booking) return <MissingData onBack={onBack} />
  // The same split the server will store, said in the words every later page uses.
  const chosen =
    totalCents !== null && today
      ? payNow({
          totalCents,
          eventDate: input.eventDate,
          today,
          depositPercent: catalog.settings.depositPercent,
          paymentType: state.paymentType,
          amountCents: state.paymentType === 'full' ? null : (state.depositCents ?? null),
        })
      : null
  const chosenWords = chosen?.ok
    ? planSentence(chosen.value.paymentType, chosen.value.parts, {
        today: today ?? undefined,
        autopay: Boolean(state.saveCard),
      })
    : null
  const failure = verified.status === 'failed' ? verified.message : notPayable
  if (failure)
    return (
      <StepFrame onBack={onBack}>
        <BookingFailedCard message={failure} onRetry={onRetry} onStartOver={onStartOver} />
      </StepFrame>
    )

  // The customer signs (typed name) before the payment form opens; the server refuses otherwise.
  const agreement = signed ?? (verified.status === 'ok' ? verified.agreement : null)

  return (
    <StepFrame onBack={onBack} backLabel="Back to Backdrop & Add-ons">
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <PaymentSummaryAside
          catalog={catalog}
          state={state}
          input={input}
          quote={quote}
          onChange={onChange}
        />
        <div className="grid h-fit gap-6">
          <PayNowChoice
            totalCents={totalCents}
            eventDate={input.eventDate}
            today={today}
            depositPercent={catalog.settings.depositPercent}
            value={{
              paymentType: state.paymentType,
              amountCents: state.depositCents ?? null,
              saveCard: state.saveCard ?? false,
            }}
            onChange={(v) =>
              onChange({
                paymentType: v.paymentType,
                depositCents: v.amountCents,
                saveCard: v.saveCard,
              })
            }
          />
          <WhyBookNow chosen={chosenWords} />
          <div className={`${ui.card} grid gap-4`}>
            <TermsHeader agreement={agreement} />
            {verified.status === 'checking' ? (
              <p className="text-stone-700" role="status">
                Checking your booking…
              </p>
            ) : !agreement ? (
              <ReviewAndSign
                bookingId={booking.id}
                token={booking.accessToken}
                onSigned={setSigned}
                className="grid gap-6"
              />
            ) : (
              <PaymentPanel
                bookingId={booking.id}
                token={booking.accessToken}
                purpose="initial"
                paymentType={state.paymentType}
                amountCents={state.paymentType === 'full' ? null : (state.depositCents ?? null)}
                saveCard={state.paymentType !== 'full' && Boolean(state.saveCard)}
                promoCode={state.promoCode}
                termsAccepted
                onPaid={() => onPaid(booking)}
                onSlotLost={onSlotLost}
                onNotPayable={onNotPayable}
              />
            )}
          </div>
        </div>
      </div>
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
