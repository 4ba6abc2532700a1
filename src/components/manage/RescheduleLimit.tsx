import type { ManagedBooking } from '@booking/rules'
import { Section } from '../success/Section'

/** Why this booking cannot be moved online, and the number to call instead. */
export function RescheduleLimit({ view }: { view: ManagedBooking }) {
  return (
    <Section title="Change the date">
      <p className="text-stone-800" data-testid="reschedule-limit">
        {view.reschedule.used > 0
          ? 'You have used your free reschedule.'
          : 'This booking cannot be moved online.'}{' '}
        To change the date again, please call us at <strong>{view.phone}</strong>.
      </p>
    </Section>
  )
}
