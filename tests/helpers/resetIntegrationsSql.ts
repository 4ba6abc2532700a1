import pg from 'pg'

import { googleControl } from './fakeGoogle'
import { telegramControl } from './fakeTelegram'

/**
 * `resetIntegrations` (./integrations) for a browser test, which has no Payload in its process:
 * one SQL statement on the global's row (the servers read it on every request), then the fakes.
 */
export async function resetIntegrationsSql() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`UPDATE integration_state SET google_tokens = NULL, google_status = 'none',
      google_detail = NULL, google_connected_at = NULL, google_unreachable_at = NULL,
      spreadsheet_id = NULL, spreadsheet_url = NULL, telegram_token = NULL,
      telegram_chat_id = NULL, telegram_webhook_secret = NULL, telegram_connected_at = NULL`)
  } finally {
    await client.end()
  }
  await googleControl('reset')
  await telegramControl('reset')
}
