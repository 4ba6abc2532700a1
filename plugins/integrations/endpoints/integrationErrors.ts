import type { ErrorTable } from '@server-kit'

// Codes the integration endpoints answer with; the admin views switch on `code`.
export const integrationErrors = {
  google_not_configured: { status: 409, message: 'Google is not configured on the server.' },
  google_not_connected: { status: 409, message: 'Google is not connected: authorize it first.' },
  google_broken: { status: 409, message: 'Google refused the saved authorization: reconnect it.' },
  google_unreachable: {
    status: 502,
    message: 'Google could not be reached. Try again in a moment.',
  },
  oauth_state: {
    status: 400,
    message: 'The authorization link expired or was not started here. Start again.',
  },
  oauth_denied: { status: 400, message: 'Google did not grant access.' },
  telegram_rejected: { status: 400, message: 'Telegram refused the bot token or chat id.' },
  telegram_unreachable: { status: 502, message: 'Telegram could not be reached.' },
  bad_secret: { status: 401, message: 'Unknown webhook secret.' },
  telegram_not_connected: { status: 409, message: 'Telegram is not set up.' },
} satisfies ErrorTable<string>

export type IntegrationCode = keyof typeof integrationErrors
