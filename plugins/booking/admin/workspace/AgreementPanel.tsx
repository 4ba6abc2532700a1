import { formatInstant } from '@kernel/time'

import { agreementOf } from '../../presenters/agreementView'
import type { Booking } from '../../types'
import { heading, section } from './workspaceStyles'

/**
 * The booking's signed agreement for staff: who signed and when, and its PDF (the terms exactly
 * as signed, served by GET /api/bookings/:id/agreement to a staff session). Before signing it
 * says where the customer signs, since payment waits for it.
 */
export function AgreementPanel({ booking }: { booking: Booking }) {
  const signed = agreementOf(booking)
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
    </section>
  )
}
