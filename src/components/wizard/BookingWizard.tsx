'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'

import { sendCart } from './cartSession'
import type { CustomerForm } from './customerSchema'
import { CustomerStep } from './CustomerStep'
import { lazyStep } from './lazyStep'
import { ProgressHeader } from './ProgressHeader'
import { RestoredBanner } from './RestoredBanner'
import type { Step, WizardCatalog } from './types'
import { bookingKey, useCreateBooking } from './useCreateBooking'
import { quoteInputOf, useQuote } from './useQuote'
import { useWizard } from './useWizard'
import { WizardDialogs, type WizardDialog } from './WizardDialogs'

// Step 1 ships with the page; later steps (the calendar, images, the payment step and Stripe.js
// behind it) are fetched as the visitor gets there, the next one ahead of time.
const PackageStep = lazyStep(
  () => import('./PackageStep').then((m) => m.PackageStep),
  'Loading packages…',
)
const DateTimeStep = lazyStep(
  () => import('./DateTimeStep').then((m) => m.DateTimeStep),
  'Loading calendar…',
)
const BackdropStep = lazyStep(
  () => import('./BackdropStep').then((m) => m.BackdropStep),
  'Loading backdrops…',
)
const PaymentStep = lazyStep(
  () => import('./payment/PaymentStep').then((m) => m.PaymentStep),
  'Loading secure payment…',
)
const ConfirmationStep = lazyStep(() =>
  import('./ConfirmationStep').then((m) => m.ConfirmationStep),
)
const STEP_CODE: Partial<Record<Step, () => Promise<void>>> = {
  2: PackageStep.preload,
  3: DateTimeStep.preload,
  4: BackdropStep.preload,
  5: PaymentStep.preload,
  6: ConfirmationStep.preload,
}
/** Fetches a step's code; resolves (never rejects) once it is loaded or has failed. */
const preloadStep = (step: Step) => (STEP_CODE[step]?.() ?? Promise.resolve()).catch(() => {})

export function BookingWizard({ catalog }: { catalog: WizardCatalog }) {
  const router = useRouter()
  const w = useWizard(catalog, preloadStep)
  const { state } = w
  const [dialog, setDialog] = useState<WizardDialog>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const { create, creating } = useCreateBooking(() => w.sessionId.current)
  const quote = useQuote(state.currentStep === 4 ? quoteInputOf(state) : null)
  const pkg = catalog.packages.find((p) => p.id === state.selectedPackage)
  const step = state.currentStep
  // An address too far for online booking opens the Outside Service Area dialog once per
  // address (spec: prefilled); the step keeps a button to open it again.
  const offeredFor = useRef<string | null>(null)
  const farAddress = quote.code === 'outside_service_area' ? state.bookingFormData?.address : null
  useEffect(() => {
    if (!farAddress || offeredFor.current === farAddress) return
    offeredFor.current = farAddress
    setDialog('outsideArea')
  }, [farAddress])
  // Fetch the next step's code while the visitor fills this one, so Continue never waits on it.
  // Once this step is on screen (idle): its paint must not wait on the next step's code and CSS.
  useEffect(() => {
    if (!w.ready || step === 6) return
    const next = () => void preloadStep((step + 1) as Step)
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(next, { timeout: 1000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(next, 200) // Safari has no requestIdleCallback
    return () => clearTimeout(id)
  }, [w.ready, step])

  const go = (to: Step, patch = {}, total?: string) => {
    setAlert(null)
    w.goTo(to, patch, total)
    window.scrollTo({ top: 0 })
  }
  const back = () => (step === 1 ? router.push('/') : go((step - 1) as Step))

  const submitCustomer = (data: CustomerForm) => {
    const info = { ...data, timestamp: new Date().toISOString() }
    void sendCart('/api/cart/customer-info', info)
    void sendCart('/api/customer-info', info)
    go(2, { bookingFormData: data })
  }

  const continueToPayment = async () => {
    const key = bookingKey(state)
    if (state.booking?.key === key) return go(5)
    const result = await create(state)
    if (result.ok) return go(5, { booking: { ...result.booking, key } }, quote.quote?.totalAmount)
    if ('busy' in result) return
    const f = result.failure
    if (f.kind === 'outsideArea') setDialog('outsideArea')
    else if (f.kind === 'slotTaken') {
      toast.error(f.message, { id: 'booking' })
      go(3, { booking: null })
      setAlert(f.message)
    } else if (f.kind === 'validation') toast.error(f.message, { id: 'booking' })
    else toast.error(f.title, { description: f.message, id: 'booking' })
  }

  const startOver = () => {
    w.startFresh()
    window.scrollTo({ top: 0 })
  }

  if (!w.ready) return <p className="py-24 text-center text-stone-700">Loading your booking…</p>

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <ProgressHeader step={step} />
      {w.restored && <RestoredBanner onContinue={w.dismissRestored} onStartFresh={startOver} />}
      {alert && (
        <p
          role="alert"
          className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          {alert}
        </p>
      )}
      {step === 1 && (
        <CustomerStep initial={state.bookingFormData} onBack={back} onSubmit={submitCustomer} />
      )}
      {step === 2 && (
        <PackageStep
          packages={catalog.packages}
          selected={state.selectedPackage}
          onBack={back}
          onSelect={(id) => go(3, { selectedPackage: id })}
          onCustomQuote={() => setDialog('customQuote')}
        />
      )}
      {step === 3 && (
        <DateTimeStep
          settings={catalog.settings}
          packageName={pkg?.name}
          date={state.selectedDate}
          time={state.selectedTime}
          onChange={(patch) => {
            setAlert(null)
            w.update(patch)
          }}
          onBack={back}
          onContinue={() => go(4)}
          onRequestAssistance={() => setDialog('assistance')}
        />
      )}
      {step === 4 && (
        <BackdropStep
          catalog={catalog}
          state={state}
          quote={quote}
          creating={creating}
          onChange={w.update}
          onBack={back}
          onContinue={continueToPayment}
          onOutsideArea={() => setDialog('outsideArea')}
        />
      )}
      {step === 5 && (
        <PaymentStep
          catalog={catalog}
          state={state}
          onChange={w.update}
          onBack={back}
          onRetry={() => go(4, { booking: null })}
          onStartOver={startOver}
          onSlotLost={(message) => {
            go(3, { booking: null })
            setAlert(message)
          }}
          onPaid={(booking) => {
            w.finish()
            if (!booking) return go(6)
            router.push(
              `/booking-success?booking_id=${booking.id}&token=${encodeURIComponent(booking.accessToken)}`,
            )
          }}
        />
      )}
      {step === 6 && <ConfirmationStep onBack={back} onBookAnother={startOver} />}
      <WizardDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        state={state}
        catalog={catalog}
      />
    </div>
  )
}
