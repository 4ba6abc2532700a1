import { formatDateLong as formatEventDate } from '@kernel'
import { tipOffer } from './tipEmails'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { renderEmail, type Block } from '@email'

const contact = (s: EmailSite) =>
  `Questions? Call or text ${s.businessPhone} or email ${s.businessEmail}.`

const wanted = (b: EmailBooking) => [
  'The venue contact and their phone number',
  'Where the booth goes (we need about 10 by 10 feet), and whether a power outlet is nearby',
  'Stairs or an elevator on the way in',
  'The text and colours for your photo frame',
  ...(b.welcomeScreen ? ['The text for your welcome screen'] : []),
]

export function detailsRequestEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`A few details for your event on ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, your photo booth event is a week away! To set up smoothly and design your photo frame, we need a few details:`,
    wanted(b)
      .map((w) => `• ${w}`)
      .join('\n'),
    'It takes two minutes on your booking page:',
    { link: ['Give your event details', b.manageLink] },
    {
      rows: [
        ['Booking', b.reference],
        ['Setup begins', b.times.setup],
        ['Location', b.address],
      ],
    },
    contact(s),
  ])
}

export function detailsReminderEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`Reminder: set-up details for ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, your event is in a few days and we don't have your set-up details yet (venue contact, booth placement, power, access and your photo frame text).`,
    { link: ['Give your event details', b.manageLink] },
    `Or simply call or text us at ${s.businessPhone}.`,
    contact(s),
  ])
}

export function thankYouEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`Thank you from ${s.businessName}!`, [
    `Hi ${b.firstName}, thank you for having us at your event on ${formatEventDate(b.eventDate)}. We hope you and your guests had a blast!`,
    b.galleryUrl
      ? { link: ['See your photo gallery', b.galleryUrl] }
      : 'Your online gallery is on its way; we will send the link as soon as it is ready.',
    'Photos are kept online for 60 days, so download your favourites.',
    ...tipOffer(b),
    ...(s.reviewUrl
      ? ([
          'If you enjoyed the booth, a short review helps a small local business a lot:',
          { link: ['Leave a review', s.reviewUrl] },
        ] satisfies Block[])
      : []),
    contact(s),
  ])
}

export function newLinkEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`Your new booking link for ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, here is a new link to your booking ${b.reference}. Links we sent before no longer open it.`,
    { link: ['Manage your booking', b.manageLink] },
    contact(s),
  ])
}

/** "Manage my booking" on the site (issue 49): the booking's link, nothing else changed. */
export function linkRequestedEmail(b: EmailBooking, s: EmailSite): RenderedEmail {
  return renderEmail(`Your booking link for ${formatEventDate(b.eventDate)}`, [
    `Hi ${b.firstName}, here is the link to your booking ${b.reference} that was asked for on our website. Links we sent before still work.`,
    { link: ['Manage your booking', b.manageLink] },
    'If you did not ask for it, you can ignore this email: the link is only ever sent to you.',
    contact(s),
  ])
}
