import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { IntegrationState } from './collections/IntegrationState'
import { googleAdminEndpoints } from './endpoints/googleAdminEndpoints'
import { googleAuthEndpoints } from './endpoints/googleAuthEndpoints'
import { telegramEndpoints } from './endpoints/telegramEndpoints'
import {
  appendBookingRowTask,
  sendStaffAlertTask,
  sendTelegramMessageTask,
  syncBookingCalendarTask,
} from './jobs/integrationTasks'
import { INTEGRATIONS_QUEUE } from './operations/queueIntegrationJob'

export type IntegrationsPluginOptions = {
  /** Off: the state global stays (the schema keeps its data), nothing else runs. */
  enabled?: boolean
}

/**
 * Google Calendar and Sheets, and Telegram alerts: their connection state, setup views,
 * endpoints and retrying jobs. The adapters are handed to the booking and chat plugins by
 * payload.config.ts; without credentials everything here reports "not connected".
 */
export const integrationsPlugin =
  (options: IntegrationsPluginOptions = {}) =>
  (config: Config): Config => {
    const globals = [...(config.globals ?? []), IntegrationState]
    if (options.enabled === false) return { ...config, globals }
    return {
      ...withStaffAdmin(config, {
        views: {
          googleSetup: {
            Component: '/plugins/integrations/admin/GoogleSetupView#GoogleSetupView',
            path: '/google-setup',
          },
          telegramSetup: {
            Component: '/plugins/integrations/admin/TelegramSetupView#TelegramSetupView',
            path: '/telegram-setup',
          },
        },
        links: [
          {
            group: 'Settings',
            label: 'Google setup',
            href: '/admin/google-setup',
            order: 60,
            hint: 'Bookings on the Google calendar and a row per booking in a sheet.',
          },
          {
            group: 'Settings',
            label: 'Telegram setup',
            href: '/admin/telegram-setup',
            order: 70,
            hint: 'Alerts to your phone: new bookings, chats, payment problems.',
          },
        ],
      }),
      globals,
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
          sendTelegramMessageTask,
        ],
        autoRun: [
          ...((config.jobs?.autoRun as unknown[]) ?? []),
          { cron: '* * * * *', queue: INTEGRATIONS_QUEUE },
        ] as never,
      },
    }
  }
