import { ui } from '@/components/ui/ui'

/** The payment card's title with either the accepted mark or the button opening the terms. */
export function TermsHeader({ accepted, onReview }: { accepted: boolean; onReview: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold text-stone-900">Payment</h2>
      {accepted ? (
        <p className="font-medium text-emerald-800" data-testid="terms-accepted">
          ✓ Terms accepted
        </p>
      ) : (
        <button type="button" className={ui.secondary} onClick={onReview}>
          Review &amp; Accept Terms
        </button>
      )}
    </div>
  )
}
