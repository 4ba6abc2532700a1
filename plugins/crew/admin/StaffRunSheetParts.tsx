import type { Money } from '@kernel'

import type { RunSheet } from '../presenters/runSheet'
import { card, h2 } from './crewStyles'

/** What staff read where the attendant has buttons: check-in and check-out as they happened. */
export function StaffAttendance({ sheet: s }: { sheet: RunSheet }) {
  return (
    <p style={{ margin: '12px 0 0' }}>
      {s.checkedIn
        ? `Checked in at ${s.checkedIn}${s.minutesLate ? ` (${s.minutesLate} min late)` : ''}` +
          (s.checkedOut ? ` · checked out at ${s.checkedOut}` : ' · not checked out yet')
        : 'Not checked in yet.'}
    </p>
  )
}

/** The balance the attendant is asked to collect on site (staff take payments on the booking). */
export function StaffBalance({ balance }: { balance: Money }) {
  return (
    <section aria-labelledby="rs-balance" style={card}>
      <h2 id="rs-balance" style={h2}>
        Balance
      </h2>
      <p style={{ margin: 0 }}>
        {balance.cents > 0
          ? `${balance.text} still to pay: the attendant can collect it on site.`
          : 'Nothing to collect: the booking is paid.'}
      </p>
    </section>
  )
}
