import { msg } from './messages'
import { ui } from '@/components/ui/ui'
import type { AvailabilityState } from './useAvailability'
import { WaitlistJoin } from './WaitlistJoin'

type Props = {
  state: AvailabilityState
  /** What the waitlist needs when both booths are taken (the chosen package, date and time). */
  waitlist?: { packageId: number; date: string; time: string } | null
  onRetry: () => void
  onRequestAssistance: () => void
}

/** The live answer for the chosen date and time, with the way on when it is not a yes. */
export function AvailabilityStatus({ state, waitlist, onRetry, onRequestAssistance }: Props) {
  return (
    <>
      <div role="status" aria-live="polite" data-testid="availability" data-state={state}>
        {state === 'checking' && (
          <p className="rounded-xl bg-stone-100 p-4 text-stone-800">Checking availability…</p>
        )}
        {state === 'available' && (
          <p className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-800 ring-1 ring-emerald-200">
            ✓ A photo booth is available
          </p>
        )}
        {state === 'unavailable' && (
          <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <p className="font-semibold text-stone-900">{msg.notAvailable}</p>
            <p className="text-stone-800">{msg.notAvailableHint}</p>
            <button type="button" className={`${ui.secondary} mt-3`} onClick={onRequestAssistance}>
              Request Assistance
            </button>
          </div>
        )}
        {state === 'error' && (
          <div className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
            <p className="font-semibold text-red-800">{msg.availabilityFailed}</p>
            <button type="button" className={`${ui.secondary} mt-3`} onClick={onRetry}>
              Try again
            </button>
          </div>
        )}
      </div>
      {/* Outside the live region: a form is not an announcement. */}
      {state === 'unavailable' && waitlist && (
        <WaitlistJoin key={`${waitlist.date} ${waitlist.time}`} {...waitlist} />
      )}
    </>
  )
}
