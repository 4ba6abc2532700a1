import { siteOrigin } from '@server-kit'

import { tokenFor } from '../records/bookingToken'

/** The customer's manage-page link for emails other plugins send (design proofs). */
export const manageLinkFor = (
  secret: string,
  booking: { id: number; accessTokenNonce?: string | null },
) => `${siteOrigin()}/booking/manage?booking_id=${booking.id}&token=${tokenFor(secret, booking)}`
