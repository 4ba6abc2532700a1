/** What the newsletter box says: stored with each consent as the words agreed to. */
export const NEWSLETTER_WORDING =
  'Email me photo booth ideas, news and offers. I can unsubscribe at any time with the link in every email.'
