import { Pairs, Section } from './Section'
import type { PublicBooking } from '@booking/contract'

/** The confirmation's price lines, then the booking's money rows (the server's one money state). */
export function PaymentSummarySection({ b }: { b: PublicBooking }) {
  return (
    <div className="md:col-span-2">
      <Section title="Payment summary">
        <Pairs
          rows={[
            ...b.lines.map((l): [string, string] => [l.label, l.amount.text]),
            ...b.money.rows.map((r): [string, string] => [r.label, r.note ?? r.amount.text]),
          ]}
        />
      </Section>
    </div>
  )
}
