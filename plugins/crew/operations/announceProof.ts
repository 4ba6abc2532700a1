import type { CollectionAfterChangeHook } from 'payload'

import { customerContact } from '@booking/server'
import { renderEmail } from '@email'
import { afterCommit } from '@server-kit'

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
  await afterCommit(req, async () => {
    await req.payload.sendEmail({ to: booking.email, ...email })
  })
  return doc
}
