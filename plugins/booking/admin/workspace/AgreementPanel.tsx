import { formatInstant } from '@kernel/time'

import { agreementOf } from '../../presenters/agreementView'
import { addendumViews } from '../../presenters/addenda'
import { AWAITING_ACCEPTANCE } from '../../core/addendumWords'
import type { Booking } from '../../types'
import { heading, section } from './workspaceStyles'

/**
 * The booking's signed agreement for staff: who signed and when, and its PDF (the terms exactly
 * as signed, served by GET /api/bookings/:id/agreement to a staff session). Before signing it
 * says where the customer signs, since payment waits for it. Addenda after changes follow, each
 * "awaiting the customer's acceptance" until the customer types their name on the manage page.
 */
export function AgreementPanel({ booking }: { booking: Booking }) {
  const signed = agreementOf(booking)
  const addenda = addendumViews(booking)
  return (
    <section aria-labelledby="ws-agreement" style={section} data-testid="agreement-panel">
      <h2 id="ws-agreement" style={heading}>
        Agreement
      </h2>
      {signed ? (
        <p style={{ margin: 0 }}>
          {signed.documentNumber}, signed by {signed.signatureName} on{' '}
          {formatInstant(signed.signedAt)}.{' '}
          <a
            href={`/api/bookings/${booking.id}/agreement`}
            download={`${signed.documentNumber}.pdf`}
          >
            Download {signed.documentNumber} (PDF)
          </a>
        </p>
      ) : (
        <p style={{ margin: 0 }}>
          Not signed yet. The customer signs by typing their name before paying: in the booking
          wizard, on their quote or on the payment link staff send.
        </p>
      )}
      {addenda.length > 0 && (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }} data-testid="agreement-addenda">
          {addenda.map((a) => (
            <li key={a.number}>
              Addendum {a.number} ({a.changes.join('; ')}):{' '}
              <strong>
                {a.acceptedAt
                  ? `accepted by ${a.acceptedName} on ${formatInstant(a.acceptedAt)}`
                  : AWAITING_ACCEPTANCE}
              </strong>
              .{' '}
              <a
                href={`/api/bookings/${booking.id}/agreement?addendum=${a.number}`}
                download={`${a.number}.pdf`}
              >
                Download {a.number} (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
