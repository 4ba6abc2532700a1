'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'

import { fireAndForget } from '@/lib/api'
import type { CustomerForm } from './customerSchema'
import { CustomerStep } from './CustomerStep'
import { ProgressHeader } from './ProgressHeader'
import { RestoredBanner } from './RestoredBanner'
import type { Step, WizardCatalog } from './types'
import { bookingKey, useCreateBooking } from './useCreateBooking'
import { quoteInputOf, useQuote } from './useQuote'
import { useWizard } from './useWizard'
import { WizardDialogs, type WizardDialog } from './WizardDialogs'

// Step 1 ships with the page; later steps (the calendar, images, the payment step and Stripe.js
// behind it) are fetched as the visitor gets there.
const loading = (text: string) =>
  function StepLoading() {
    return <p className="py-12 text-center text-stone-700">{text}</p>
  }
const PackageStep = dynamic(() => import('./PackageStep').then((m) => m.PackageStep), {
  loading: loading('Loading packages…'),
})
const DateTimeStep = dynamic(() => import('./DateTimeStep').then((m) => m.DateTimeStep), {
  loading: loading('Loading calendar…'),
})
const BackdropStep = dynamic(() => import('./BackdropStep').then((m) => m.BackdropStep), {
  loading: loading('Loading backdrops…'),
})
const PaymentStep = dynamic(() => import('./payment/PaymentStep').then((m) => m.PaymentStep), {
  loading: loading('Loading secure payment…'),
})
const ConfirmationStep = dynamic(() => import('./ConfirmationStep').then((m) => m.ConfirmationStep))
const NEXT_STEP: Partial<Record<Step, () => Promise<unknown>>> = {
  1: () => import('./PackageStep'),
  2: () => import('./DateTimeStep'),
  3: () => import('./BackdropStep'),
  4: () => import('./payment/PaymentStep'),
}

export function BookingWizard({ catalog }: { catalog: WizardCatalog }) {
  const router = useRouter()
  const w = useWizard(catalog)
  const { state } = w
  const [dialog, setDialog] = useState<WizardDialog>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const { create, creating } = useCreateBooking(() => w.sessionId.current)
  const quote = useQuote(state.currentStep === 4 ? quoteInputOf(state) : null)
  const pkg = catalog.packages.find((p) => p.id === state.selectedPackage)
  const step = state.currentStep
  // Fetch the next step's code while the visitor fills this one, so Continue never waits on it.
  useEffect(() => {
    NEXT_STEP[step]?.().catch(() => {})
  }, [step])

  const go = (to: Step, patch = {}, total?: string) => {
    setAlert(null)
    w.goTo(to, patch, total)
    window.scrollTo({ top: 0 })
  }
  const back = () => (step === 1 ? router.push('/') : go((step - 1) as Step))

  const submitCustomer = (data: CustomerForm) => {
    const info = { sessionId: w.sessionId.current, ...data, timestamp: new Date().toISOString() }
    fireAndForget('/api/cart/customer-info', info)
    fireAndForget('/api/customer-info', info)
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
