import { siteOrigin } from '@server-kit'

import type { Notifier } from '@booking/server'
import type { ChatNotify } from '@chat/client'
import { staffAlertText } from '../core/staffAlertText'
import { readIntegrationState } from '../operations/integrationState'
import { queueIntegrationJob } from '../operations/queueIntegrationJob'

/** Telegram behind the booking plugin's Notifier: each alert is a job, retried while Telegram is down. */
export const telegramNotifier: Notifier = {
  name: 'telegram',
  notify: async ({ req, event }) => {
    try {
      const state = await readIntegrationState(req.payload, req)
      if (!state.telegramToken || !state.telegramChatId) return
      await queueIntegrationJob(req, 'sendStaffAlert', {
        text: staffAlertText(event, siteOrigin()),
      })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `staff alert ${event.kind} not queued` })
    }
  },
}

/** The chat plugin's relay: new sessions and visitor messages become staff alerts. */
export const chatNotify =
  (notifier: Notifier): ChatNotify =>
  async (event, req) => {
    if (!req) return
    await notifier.notify({
      req,
      event: {
        kind: event.type === 'chat_session_started' ? 'chat_started' : 'chat_message',
        sessionId: event.sessionId,
        visitor: event.visitorName || 'a visitor',
        text: event.text,
        adminPath: '/admin/chat',
      },
    })
  }
