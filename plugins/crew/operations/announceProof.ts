import type { CollectionAfterChangeHook } from 'payload'

import { customerContact } from '@booking/server'
import { afterCommit } from '@server-kit'

import { relId } from '@kernel'

/** A new proof: the customer is asked to approve it (or ask for changes) on their manage page. */
export const announceProof: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const booking = await customerContact(req, relId(doc.booking))
  if (!booking) return doc
  const text = [
    `Hi ${booking.firstName},`,
    '',
    `Your print design for booking ${booking.reference} is ready. Please look at it and approve it, or ask for changes, on your booking page:`,
    booking.manageLink,
    '',
    'The design locks 3 days before your event.',
  ].join('\n')
  await afterCommit(req, async () => {
    await req.payload.sendEmail({
      to: booking.email,
      subject: `Your print design is ready to approve (${booking.reference})`,
      text,
      html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
    })
  })
  return doc
}
