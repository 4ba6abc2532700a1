/**
 * A lead's status when its customer asks for a new quote: staff expect it back on Today's "New
 * inquiries", since the customer waits for a reply again. A won lead stays won (its booking
 * stands; the request is a history line and an email), and a new one is new already.
 */
export const reopenedStatus = (status: string | null | undefined): 'new' | undefined =>
  status === 'won' || status === 'new' ? undefined : 'new'
