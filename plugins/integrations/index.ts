import type { Config } from 'payload'

import { IntegrationState } from './collections/IntegrationState'
import { googleAdminEndpoints } from './endpoints/googleAdminEndpoints'
import { googleAuthEndpoints } from './endpoints/googleAuthEndpoints'
import { telegramEndpoints } from './endpoints/telegramEndpoints'
import {
  appendBookingRowTask,
  sendStaffAlertTask,
  syncBookingCalendarTask,
} from './jobs/integrationTasks'
import { INTEGRATIONS_QUEUE } from './operations/queueIntegrationJob'

export { googleCalendarSync } from './adapters/googleCalendarSync'
export { chatNotify, telegramNotifier } from './adapters/telegramNotifier'

/**
 * Google Calendar and Sheets, and Telegram alerts: their connection state, setup views,
 * endpoints and retrying jobs. The adapters are handed to the booking and chat plugins by
 * payload.config.ts; without credentials everything here reports "not connected".
 */
export const integrationsPlugin =
  () =>
  (config: Config): Config => ({
    ...config,
    globals: [...(config.globals ?? []), IntegrationState],
    endpoints: [
      ...(config.endpoints ?? []),
      ...googleAuthEndpoints,
      ...googleAdminEndpoints,
      ...telegramEndpoints,
    ],
    jobs: {
      ...config.jobs,
      tasks: [
        ...(config.jobs?.tasks ?? []),
        syncBookingCalendarTask,
        appendBookingRowTask,
        sendStaffAlertTask,
      ],
      autoRun: [
        ...((config.jobs?.autoRun as unknown[]) ?? []),
        { cron: '* * * * *', queue: INTEGRATIONS_QUEUE },
      ] as never,
    },
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          googleSetup: {
            Component: '/plugins/integrations/admin/GoogleSetupView#GoogleSetupView',
            path: '/google-setup',
          },
          telegramSetup: {
            Component: '/plugins/integrations/admin/TelegramSetupView#TelegramSetupView',
            path: '/telegram-setup',
          },
        },
      },
    },
  })
