// The integrations API's route table (the Google and Telegram setup views).
import { client, routesOf } from '@api-client'

import type { IntegrationErrorCode } from './contract'
import type { GoogleStatus } from './core/googleStatusLabel'

const route = routesOf<IntegrationErrorCode>()
/** GET /api/auth/google/status: set up, connected, and what is missing or broken. */
export type GoogleSetupStatus = GoogleStatus & {
  missing: string[]
  detail: string | null
  unreachableSince: string | null
}

export const integrationsRoutes = {
  googleStatus: route<{ res: GoogleSetupStatus }>().get('/api/auth/google/status'),
  businessContact: route<{ body: { phone: string; email: string } }>().post(
    '/api/admin/business-contact',
  ),
  calendarTest: route<{
    query: { date: string; time: string }
    res: { booth1: boolean; booth2: boolean }
  }>().get('/api/admin/google/calendar-test'),
  telegramStatus: route<{ res: { configured: boolean; chatId: string | null } }>().get(
    '/api/admin/telegram/status',
  ),
  telegramConnect: route<{ body: { token: string; chatId: string } }>().post(
    '/api/admin/telegram/connect',
  ),
}
export const integrationsApi = client(integrationsRoutes)
