/** The payment card's title with, once signed, who signed the agreement and its number. */
export function TermsHeader({
  agreement,
}: {
  agreement: { signatureName: string; documentNumber: string } | null
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold text-stone-900">Payment</h2>
      {agreement && (
        <p className="font-medium text-emerald-800" data-testid="terms-accepted">
          ✓ Agreement {agreement.documentNumber} signed by {agreement.signatureName}
        </p>
      )}
    </div>
  )
}
