import { ui } from '@/components/ui/ui'

/** The booking record is missing or can no longer be paid: make a new one (step 4) or start over. */
export function BookingFailedCard({
  message,
  onRetry,
  onStartOver,
}: {
  message: string
  onRetry: () => void
  onStartOver: () => void
}) {
  return (
    <div
      role="alert"
      className={`${ui.card} border-red-200 text-center`}
      data-testid="booking-failed"
    >
      <h2 className="text-xl font-bold text-stone-900">Booking Creation Failed</h2>
      <p className="mt-2 text-stone-700">{message}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" className={ui.primary} onClick={onRetry}>
          Try Again
        </button>
        <button type="button" className={ui.secondary} onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </div>
  )
}
