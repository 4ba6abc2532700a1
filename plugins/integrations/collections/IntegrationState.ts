import type { GlobalConfig } from 'payload'

const never = () => false

/**
 * Connection state of Google and Telegram. Tokens are sealed (secrets/secretBox) and this global
 * is closed to REST, GraphQL and the admin UI: only server code (the Local API) reads it.
 */
export const IntegrationState: GlobalConfig = {
  slug: 'integration-state',
  admin: { hidden: true },
  access: { read: never, update: never, readVersions: never },
  fields: [
    { name: 'googleTokens', type: 'text' },
    {
      name: 'googleStatus',
      type: 'select',
      defaultValue: 'none',
      options: ['none', 'connected', 'broken'],
    },
    { name: 'googleDetail', type: 'text' },
    { name: 'googleConnectedAt', type: 'date' },
    /** Set when a calendar read failed, cleared by the next one that works. */
    { name: 'googleUnreachableAt', type: 'date' },
    { name: 'spreadsheetId', type: 'text' },
    { name: 'spreadsheetUrl', type: 'text' },
    { name: 'telegramToken', type: 'text' },
    { name: 'telegramChatId', type: 'text' },
    { name: 'telegramWebhookSecret', type: 'text' },
    { name: 'telegramConnectedAt', type: 'date' },
  ],
}
