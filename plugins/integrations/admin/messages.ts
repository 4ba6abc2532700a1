// The spec's messages for the Google and Telegram setup views (error catalogue).
export const setupMessages = {
  calendarFailed: 'Calendar Test Failed',
  calendarFailedDefault: 'Unable to check calendar availability',
  calendarException: ['Test Failed', 'Error connecting to calendar service'],
  telegramFailed: ['Connection Failed', 'Please check your bot token and chat ID are correct.'],
  telegramNetwork: ['Connection Failed', 'Failed to connect to Telegram. Please try again.'],
  telegramOk: 'Test message sent! Telegram alerts are on.',
  contactSaved: 'Business phone and email saved',
  contactFailed: 'Could not save the business contact',
  oauthErrors: {
    oauth_state: 'The authorization link expired or was not started here. Start again.',
    oauth_denied: 'Google did not grant access. Start again.',
    google_unreachable: 'Google could not be reached. Try again in a moment.',
  } as Record<string, string>,
  connected: 'Google connected',
} as const
