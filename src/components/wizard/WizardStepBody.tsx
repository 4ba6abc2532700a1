'use client'

import { useRouter } from 'next/navigation'

import type { CustomerForm } from './customerSchema'
import { CustomerStep } from './CustomerStep'
import { BackdropStep, ConfirmationStep, DateTimeStep, PackageStep, PaymentStep } from './lazySteps'
import type { Money } from '@kernel'

import type { Step, WizardCatalog, WizardState } from './types'
import type { QuoteState } from './useQuote'
import type { useWizard } from './useWizard'
import type { WizardDialog } from './WizardDialogs'

type Props = {
  w: ReturnType<typeof useWizard>
  catalog: WizardCatalog
  quote: QuoteState
  creating: boolean
  /** Winnipeg's date from the server; null until it answers. */
  today: string | null
  go: (to: Step, patch?: Partial<WizardState>, total?: Money) => void
  back: () => void
  openDialog: (dialog: WizardDialog) => void
  setAlert: (alert: string | null) => void
  submitCustomer: (data: CustomerForm) => void
  continueToPayment: () => void
  startOver: () => void
}

/** The current step of the wizard, wired to the wizard's state and navigation. */
export function WizardStepBody(p: Props) {
  const router = useRouter()
  const { state } = p.w
  const step = state.currentStep
  const pkg = p.catalog.packages.find((x) => x.id === state.selectedPackage)
  return (
    <>
      {/* The server renders step 1 (nothing is known of this browser yet); saved details
          replace its empty fields once read (a new key: the fields are uncontrolled). */}
      {(step === 1 || !p.w.ready) && (
        <CustomerStep
          key={p.w.ready && state.bookingFormData ? 'saved' : 'new'}
          initial={p.w.ready ? state.bookingFormData : null}
          onBack={p.back}
          onSubmit={p.submitCustomer}
        />
      )}
      {p.w.ready && step === 2 && (
        <PackageStep
          packages={p.catalog.packages}
          selected={state.selectedPackage}
          onBack={p.back}
          onSelect={(id) => p.go(3, { selectedPackage: id })}
          onCustomQuote={() => p.openDialog('customQuote')}
        />
      )}
      {p.w.ready && step === 3 && (
        <DateTimeStep
          settings={p.catalog.settings}
          today={p.today}
          packageName={pkg?.name}
          packageId={pkg?.id}
          date={state.selectedDate}
          time={state.selectedTime}
          onChange={(patch) => {
            p.setAlert(null)
            p.w.update(patch)
          }}
          onBack={p.back}
          onContinue={() => p.go(4)}
          onRequestAssistance={() => p.openDialog('assistance')}
        />
      )}
      {p.w.ready && step === 4 && (
        <BackdropStep
          catalog={p.catalog}
          state={state}
          today={p.today}
          quote={p.quote}
          creating={p.creating}
          onChange={p.w.update}
          onBack={p.back}
          onContinue={p.continueToPayment}
          onOutsideArea={() => p.openDialog('outsideArea')}
        />
      )}
      {p.w.ready && step === 5 && (
        <PaymentStep
          catalog={p.catalog}
          state={state}
          onChange={p.w.update}
          onBack={p.back}
          onRetry={() => p.go(4, { booking: null })}
          onStartOver={p.startOver}
          onSlotLost={(message) => {
            p.go(3, { booking: null })
            p.setAlert(message)
          }}
          onPaid={(booking) => {
            p.w.finish()
            if (!booking) return p.go(6)
            router.push(
              `/booking-success?booking_id=${booking.id}&token=${encodeURIComponent(booking.accessToken)}`,
            )
          }}
        />
      )}
      {p.w.ready && step === 6 && <ConfirmationStep onBack={p.back} onBookAnother={p.startOver} />}
    </>
  )
}
