import { ui } from '@/components/ui/ui'

export function RestoredBanner({
  onContinue,
  onStartFresh,
}: {
  onContinue: () => void
  onStartFresh: () => void
}) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-stone-800">
        <strong className="font-semibold">Welcome back!</strong> We restored your booking progress
        so you can pick up where you left off.
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" className={ui.primary} onClick={onContinue}>
          Continue
        </button>
        <button type="button" className={ui.secondary} onClick={onStartFresh}>
          Start Fresh
        </button>
      </div>
    </div>
  )
}
