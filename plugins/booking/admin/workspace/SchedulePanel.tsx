import type { Booking } from '../../types'

import { formatCad, formatDateLong } from '@kernel'
import { autopayTurnedOffByCustomer, cardLabel, moneyState } from '../../core'
import { AutopayConsentForm } from './AutopayConsentForm'
import { HeadRow } from './HeadRow'
import { ScheduleActions } from './ScheduleActions'
import { cell, heading, num, section, table } from './workspaceStyles'

const STATUS: Record<string, string> = {
  scheduled: 'Scheduled',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
}
const FAILURE: Record<string, string> = {
  declined: 'declined',
  authentication_required: 'waiting for the customer to authenticate',
}

/** The payment schedule as the customer sees it, with staff "Charge now" and "Move due date". */
export function SchedulePanel({ booking }: { booking: Booking }) {
  const money = moneyState(booking)
  if (money.schedule.length < 2 && !money.cardOnFile) return null
  const open = money.nextInstalment
  return (
    <section aria-labelledby="ws-schedule" style={section} data-testid="schedule-panel">
      <h2 id="ws-schedule" style={heading}>
        Payment schedule
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        {money.cardOnFile
          ? `Card on file: ${cardLabel(money.cardOnFile)}; automatic payments ${money.autopay ? 'on' : 'off'}.`
          : 'No card on file.'}
      </p>
      <table style={table}>
        <HeadRow columns={['Due', 'Status', 'Amount#']} />
        <tbody>
          {money.schedule.map((p) => (
            <tr key={p.id}>
              <td style={cell}>{formatDateLong(p.dueDate)}</td>
              <td style={cell}>
                {STATUS[p.status]}
                {p.status === 'failed' && p.failure ? ` (${FAILURE[p.failure]})` : ''}
              </td>
              <td style={num}>{formatCad(p.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {open ? (
        <ScheduleActions
          bookingId={booking.id}
          instalmentId={open.id}
          dueDate={open.dueDate}
          amount={formatCad(open.chargeCents)}
          canCharge={money.autopay}
          card={money.cardOnFile ? cardLabel(money.cardOnFile) : null}
        />
      ) : null}
      {open && money.cardOnFile && !money.autopay && booking.autopayConsent ? (
        <AutopayConsentForm
          bookingId={booking.id}
          offByCustomer={autopayTurnedOffByCustomer(booking.autopayConsent)}
        />
      ) : null}
    </section>
  )
}
