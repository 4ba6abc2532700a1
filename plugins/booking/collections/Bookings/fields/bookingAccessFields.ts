import type { Field } from 'payload'

/** The outbox join and the hidden fields that tie a booking to its holder and its link. */
export const bookingAccessFields: Field[] = [
  {
    name: 'emails',
    type: 'join',
    collection: 'outbox',
    on: 'booking',
    admin: { hidden: true }, // listed with their delivery status in the workspace
  },
  // Who made the hold (rate-limit client key): caps the unpaid holds one client can keep.
  { name: 'clientKey', type: 'text', index: true, admin: { hidden: true } },
  // SHA-256 of the unguessable token the success page URL carries (operations/bookingToken).
  {
    name: 'accessToken',
    type: 'text',
    index: true,
    access: { read: () => false, update: () => false },
    admin: { hidden: true },
  },
  // With the server secret it rebuilds the token for emailed links; alone it opens nothing.
  {
    name: 'accessTokenNonce',
    type: 'text',
    access: { read: () => false, update: () => false },
    admin: { hidden: true },
  },
]
