'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { Money } from '@kernel'

import { sendCart } from './cartSession'
import type { CustomerForm } from './customerSchema'
import { preloadStep, usePreloadNextStep } from './lazySteps'
import { ProgressHeader } from './ProgressHeader'
import type { Step, WizardCatalog, WizardState } from './types'
import { useCreateBooking } from './useCreateBooking'
import { useOutsideAreaOffer } from './useOutsideAreaOffer'
import { quoteInputOf, useQuote } from './useQuote'
import { useServerToday } from './useServerToday'
import { useWizard } from './useWizard'
import type { WizardDialog } from './WizardDialogs'
import { lazyClient } from '@/lib/lazyClient'
import { clientErrors } from '@api-client'
import { WizardStepBody } from './WizardStepBody'

// Shown only to some visitors, or only from step 4: not in step 1's start-up JS.
const RestoredBanner = lazyClient(() => import('./RestoredBanner').then((m) => m.RestoredBanner))
const OfferNotice = lazyClient(() => import('./OfferNotice').then((m) => m.OfferNotice))
const WizardDialogs = lazyClient(() => import('./WizardDialogs').then((m) => m.WizardDialogs))
const loadContinue = () =>
  import('./continueToPayment').then(async (m) => {
    await import('./createBookingRequest') // what Continue runs next, in the same round trip
    return m.continueToPayment
  })

export function BookingWizard({ catalog }: { catalog: WizardCatalog }) {
  const router = useRouter()
  const w = useWizard(catalog, preloadStep)
  const { state } = w
  const [dialog, setDialog] = useState<WizardDialog>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const { create, creating } = useCreateBooking(() => w.sessionId.current)
  const quote = useQuote(state.currentStep === 4 ? quoteInputOf(state) : null)
  const today = useServerToday()
  const step = state.currentStep
  const farAddress = quote.code === 'outside_service_area' ? state.bookingFormData?.address : null
  useOutsideAreaOffer(farAddress, () => setDialog('outsideArea'))
  usePreloadNextStep(w.ready, step)
  useEffect(() => {
    if (step === 4) void loadContinue().catch(() => {})
  }, [step])

  const go = (to: Step, patch: Partial<WizardState> = {}, total?: Money) => {
    setAlert(null)
    w.goTo(to, patch, total)
    window.scrollTo({ top: 0 })
  }
  const back = () => (step === 1 ? router.push('/') : go((step - 1) as Step))

  // Step 1 is on screen (server-rendered) before this browser's saved progress is read: a
  // submit in that moment waits for it, so a restored booking cannot overwrite the new details.
  const early = useRef<CustomerForm | null>(null)
  const submitCustomer = (data: CustomerForm) => {
    if (!w.ready) return void (early.current = data)
    const info = { ...data, timestamp: new Date().toISOString() }
    void sendCart('customerInfo', info)
    void sendCart('customerInfoLegacy', info)
    go(2, { bookingFormData: data })
  }

  const startOver = () => {
    w.startFresh()
    window.scrollTo({ top: 0 })
  }

  useEffect(() => {
    const data = early.current
    if (!w.ready || !data) return
    early.current = null
    if (w.state.currentStep === 1) submitCustomer(data)
  })

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <ProgressHeader step={w.ready ? step : 1} />
      {w.restored && <RestoredBanner onContinue={w.dismissRestored} onStartFresh={startOver} />}
      {w.offer && <OfferNotice {...w.offer} />}
      {alert && (
        <p
          role="alert"
          className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          {alert}
        </p>
      )}
      <WizardStepBody
        w={w}
        catalog={catalog}
        quote={quote}
        creating={creating}
        today={today}
        go={go}
        back={back}
        openDialog={setDialog}
        setAlert={setAlert}
        submitCustomer={submitCustomer}
        continueToPayment={() =>
          void loadContinue().then(
            (run) =>
              run({
                state,
                create,
                total: quote.quote?.totalAmount,
                go,
                openOutsideArea: () => setDialog('outsideArea'),
                setAlert,
              }),
            () => setAlert(clientErrors.network_error),
          )
        }
        startOver={startOver}
      />
      {dialog && (
        <WizardDialogs
          open={dialog}
          onClose={() => setDialog(null)}
          state={state}
          catalog={catalog}
        />
      )}
    </div>
  )
}
