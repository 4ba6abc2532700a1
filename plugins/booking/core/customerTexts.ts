// The customer's text messages (one segment each, no link: a link to the booking carries its
// secret, and a text is never stored redacted). The email beside each one has the link.

const STOP = ' Reply STOP to opt out.'

/** The event-details request, a week before. */
export const detailsRequestText = (business: string) =>
  `${business}: your event is a week away! Please send the venue details (contact, booth spot, power) from your booking email.${STOP}`

/** The balance notice: how much, by when. */
export const balanceNoticeText = (business: string, amount: string, due: string) =>
  `${business}: your balance of ${amount} is due ${due}. You can pay it from your booking email.${STOP}`

/** A plan's part 3 days ahead: charged to the card on file (autopay), or to be paid by then. */
export const instalmentNoticeText = (
  business: string,
  amount: string,
  due: string,
  autopay: boolean,
) =>
  autopay
    ? `${business}: ${amount} will be charged to your card on file on ${due}. Details in your booking email.${STOP}`
    : `${business}: your payment of ${amount} is due ${due}. You can pay it from your booking email.${STOP}`
