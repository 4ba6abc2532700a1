import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import {
  detailsReminderEmail,
  detailsRequestEmail,
  linkRequestedEmail,
  newLinkEmail,
  thankYouEmail,
} from './followUpEmails'

/** Customer-only emails of the self-service work, by event. */
export const followUpEmail = {
  details_request: detailsRequestEmail,
  details_reminder: detailsReminderEmail,
  thank_you: thankYouEmail,
  new_link: newLinkEmail,
  link_requested: linkRequestedEmail,
} satisfies Record<string, (b: EmailBooking, s: EmailSite) => RenderedEmail>

export type FollowUpEvent = keyof typeof followUpEmail
