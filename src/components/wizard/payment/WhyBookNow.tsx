const REASONS: ReadonlyArray<[string, string]> = [
  ['Best Price Guarantee', 'Today’s price is locked in for your date, taxes included.'],
  [
    'Free Booking Modifications',
    'Change your backdrop, add-ons or move your date once at no charge.',
  ],
  [
    'Cross This Off Your To-Do List',
    'One less thing to plan: we handle setup, the attendant and teardown.',
  ],
]

// Said before a choice is made; once made, the box states the chosen schedule (issue 49).
const FLEXIBLE =
  'Pay in full, reserve with a deposit (the balance is due the day before your event), or, for events more than 90 days away, spread it over monthly payments.'

/**
 * The spec's collapsible 'Why Book Now?' list (a native <details>: keyboard and screen reader
 * friendly). `chosen` is the schedule the customer picked, in core/scheduleWords' words.
 */
export function WhyBookNow({ chosen }: { chosen?: string | null }) {
  const reasons: Array<[string, string]> = [
    ...REASONS,
    ['Flexible Payment Options', chosen ? `Your choice: ${chosen}.` : FLEXIBLE],
  ]
  return (
    <details className="group rounded-2xl border border-amber-200 bg-amber-50/60 p-4">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold text-stone-900">
        Why Book Now?
        <span aria-hidden className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="mt-2 grid gap-3">
        {reasons.map(([title, body]) => (
          <li key={title}>
            <p className="font-medium text-stone-900">✓ {title}</p>
            <p className="text-sm text-stone-700">{body}</p>
          </li>
        ))}
      </ul>
    </details>
  )
}
