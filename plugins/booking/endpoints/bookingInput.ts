import type { z } from 'zod'

import type { bookingSchema } from './schemas'
import { toSelections } from './schemas'

/** The booking a create request describes, shared by the visitor's and the staff's endpoints. */
export function bookingInput(d: z.infer<typeof bookingSchema>) {
  return {
    packageId: d.packageId,
    eventDate: d.eventDate,
    eventTime: d.eventTime,
    selections: toSelections(d.selectedAddOns, d.addOnQuantities),
    address: d.address,
    promoCode: d.promoCode,
    paymentType: d.paymentType,
    backdropId: d.backdropId,
    customer: {
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      eventType: d.eventType,
      guestCount: d.guestCount,
      referralSource: d.referralSource,
      notes: d.notes ?? d.specialRequests,
    },
  }
}
