import Link from 'next/link'

import { SuccessMark } from '@/components/ui/SuccessMark'

import { msg } from './messages'
import { StepFrame } from './StepFrame'
import { ui } from '@/components/ui/ui'

/** Used only when payment succeeded without a booking id to show; otherwise the visitor lands on /booking-success. */
export function ConfirmationStep({
  onBack,
  onBookAnother,
}: {
  onBack: () => void
  onBookAnother: () => void
}) {
  return (
    <StepFrame onBack={onBack}>
      <div className={`${ui.card} text-center`}>
        <SuccessMark />
        <h2 className="mt-3 text-2xl font-bold text-stone-900">Booking Confirmed!</h2>
        <p className="mt-2 text-stone-700">{msg.successNoId}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/" className={ui.primary}>
            Return Home
          </Link>
          <button type="button" className={ui.secondary} onClick={onBookAnother}>
            Book Another Event
          </button>
        </div>
      </div>
    </StepFrame>
  )
}
