import type { CollectionAfterChangeHook } from 'payload'

import { customerContact } from '@booking/server'
import { renderEmail } from '@email'

import { relId } from '@kernel'

/** A new proof: the customer is asked to approve it (or ask for changes) on their manage page. */
export const announceProof: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const booking = await customerContact(req, relId(doc.booking))
  if (!booking) return doc
  // Every email's one layout (@email): the same blocks as text and as HTML.
  const email = renderEmail(`Your print design is ready to approve (${booking.reference})`, [
    `Hi ${booking.firstName},`,
    `Your print design for booking ${booking.reference} is ready. Please look at it and approve it, or ask for changes, on your booking page.`,
    { link: ['Open your booking page', booking.manageLink] },
    'The design locks 3 days before your event.',
  ])
  // Not afterCommit: Payload's own create owns this transaction and runs nothing after its commit,
  // so a queued send never went (designProofs.int). The Outbox records the email and retries a
  // refused one; the upload's last step is this hook.
  await req.payload.sendEmail({ to: booking.email, ...email })
  return doc
}
