import type { Money } from '@kernel'

import { toast } from '@/lib/toast'

import type { Step, WizardState } from './types'
import { bookingKey, type useCreateBooking } from './useCreateBooking'

type Deps = {
  state: WizardState
  create: ReturnType<typeof useCreateBooking>['create']
  /** The quote's total shown on step 4, kept for the payment step. */
  total: Money | undefined
  go: (to: Step, patch?: Partial<WizardState>, total?: Money) => void
  openOutsideArea: () => void
  setAlert: (alert: string) => void
}

/** Step 4's Continue: holds the slot (once per choice) and moves to payment, or says why not. */
export async function continueToPayment({
  state,
  create,
  total,
  go,
  openOutsideArea,
  setAlert,
}: Deps) {
  const key = bookingKey(state)
  if (state.booking?.key === key) return go(5)
  const result = await create(state)
  if (result.ok) return go(5, { booking: { ...result.booking, key } }, total)
  if ('busy' in result) return
  const f = result.failure
  if (f.kind === 'outsideArea') openOutsideArea()
  else if (f.kind === 'slotTaken') {
    toast.error(f.message, { id: 'booking' })
    go(3, { booking: null })
    setAlert(f.message)
  } else if (f.kind === 'validation') toast.error(f.message, { id: 'booking' })
  else toast.error(f.title, { description: f.message, id: 'booking' })
}
