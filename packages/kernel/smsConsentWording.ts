/**
 * The words a customer ticks at booking to get text messages: shown by the wizard and stored,
 * with the time, by the server (from this constant, never from what the browser sent).
 */
export const SMS_CONSENT_WORDING =
  'Text me about this booking: the details request, payment notices and the day-before ' +
  'reminder. Message and data rates may apply. Reply STOP to stop, START to start again.'
