import type { PayloadRequest } from 'payload'

import { pluginNotifier } from '@booking/server'
import { emailSite } from '@email'
import { formatDateLong } from '@kernel'
import { notifyBusiness } from '@inquiries/server'

/**
 * A 1 to 3 star review reaches the owner the way an inquiry does: the instant alert (Telegram,
 * when connected) and an email to the business address, both recorded in the Outbox, with the
 * booking and a link to the review. Best effort: the review is already stored.
 */
export async function tellOwner(
  req: PayloadRequest,
  review: { id: number; rating: number; words: string },
  booking: {
    reference?: string | null
    firstName: string
    lastName?: string | null
    email: string
    eventDate: string
  },
): Promise<boolean> {
  const adminPath = `/admin/collections/reviews/${review.id}`
  const name = [booking.firstName, booking.lastName].filter(Boolean).join(' ')
  const subject = `${review.rating}-star review from ${name} (${booking.reference}): please reply`
  await pluginNotifier(req.payload).notify({
    req,
    event: { kind: 'inquiry', name, subject, adminPath },
  })
  const { siteUrl } = await emailSite(req)
  return notifyBusiness({
    req,
    subject,
    text: [
      `${name} gave their event on ${formatDateLong(booking.eventDate)} (${booking.reference}) ${review.rating} of 5 stars and wrote:`,
      '',
      review.words,
      '',
      'They were told you would reply. The review stays unpublished until you publish it.',
      `Open it: ${siteUrl}${adminPath}`,
    ].join('\n'),
    replyTo: booking.email,
  })
}
