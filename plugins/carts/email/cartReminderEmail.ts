import { renderEmail } from '@email'
import type { EmailSite, RenderedEmail } from '@email'

/**
 * The reminder for an unfinished booking: one link back into the wizard. Commercial (CASL): the
 * sender's details and the unsubscribe link are added by sendCommercialEmail.
 */
export function cartReminderEmail(
  c: { firstName: string; recoverLink: string },
  s: EmailSite,
): RenderedEmail {
  return renderEmail(`Your photo booth booking is waiting`, [
    `Hi ${c.firstName || 'there'}, you started booking a photo booth with ${s.businessName} but did not finish. Your choices are saved.`,
    { link: ['Finish my booking', c.recoverLink] },
    `Dates book up quickly, and a date is held only once the deposit is paid. Questions? Call or text ${s.businessPhone}.`,
  ])
}
