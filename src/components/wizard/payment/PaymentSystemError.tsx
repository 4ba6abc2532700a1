import { msg } from '../messages'
import { ui } from '@/components/ui/ui'

/** The payment intent could not be created: the reason and a retry button. */
export function PaymentSystemError({
  error,
  onRetry,
}: {
  error: string | null
  onRetry: () => void
}) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
      <p className="font-medium text-red-800">
        {error ? msg.paymentSystemError(error) : msg.paymentSystemGeneric}
      </p>
      <button type="button" className={`${ui.secondary} mt-3`} onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
