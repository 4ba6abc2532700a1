'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { ManagedBooking } from '@booking/client'
import { formatAmount as money } from '@kernel'

import { ui } from '@/components/ui/ui'
import { Section } from '../success/Section'
import { postManage } from './postManage'

type Refund = NonNullable<ManagedBooking['refundToday']>

/** The refund the terms give today, shown before the customer confirms; then the cancellation. */
export function CancelPanel({
  bookingId,
  token,
  refund,
}: {
  bookingId: number
  token: string
  refund: Refund
}) {
  const router = useRouter()
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle')
  const [error, setError] = useState('')
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus()
  }, [step])

  const cancel = async () => {
    setStep('busy')
    setError('')
    const r = await postManage<{ status: string }>(bookingId, 'cancel', { token })
    if (r.ok) return router.refresh()
    setError(r.message)
    setStep('confirm')
  }
  return (
    <Section title="Cancel your booking">
      <p className="text-stone-800" data-testid="refund-today">
        {`If you cancel today, ${refund.daysBefore} days before your event, our terms refund ${refund.percent}% of the ${money(refund.paid)} you paid: `}
        <strong>{money(refund.amount)}</strong>.
      </p>
      <p className="mt-1 text-sm text-stone-700">
        75% at 60 days or more, 50% at 30 to 59 days, nothing under 30 days (Winnipeg dates).
      </p>
      {step === 'idle' ? (
        <button type="button" className={`${ui.secondary} mt-4`} onClick={() => setStep('confirm')}>
          Cancel booking…
        </button>
      ) : (
        <div className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4">
          <h3 ref={confirmHeading} tabIndex={-1} className="font-semibold text-stone-900">
            Cancel this booking and refund {money(refund.amount)}?
          </h3>
          <p className="mt-1 text-sm text-stone-800">This frees your date and cannot be undone.</p>
          {error && (
            <p role="alert" className={ui.error}>
              {error}
            </p>
          )}
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={`${ui.primary} bg-red-700 hover:bg-red-800`}
              disabled={step === 'busy'}
              onClick={cancel}
            >
              {step === 'busy' ? 'Cancelling…' : 'Yes, cancel my booking'}
            </button>
            <button
              type="button"
              className={ui.secondary}
              disabled={step === 'busy'}
              onClick={() => setStep('idle')}
            >
              Keep my booking
            </button>
          </div>
        </div>
      )}
    </Section>
  )
}
