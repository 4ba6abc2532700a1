/** What a waitlist offer's link found: the slot held for the person, or an offer that ended. */
export function OfferNotice({ notice, ended }: { notice: string; ended: boolean }) {
  return (
    <p
      role={ended ? 'alert' : 'status'}
      data-testid="waitlist-offer"
      className={
        ended
          ? 'mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-800'
          : 'mb-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-900'
      }
    >
      {notice}
    </p>
  )
}
