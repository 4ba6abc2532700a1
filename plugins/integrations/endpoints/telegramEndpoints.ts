import { z } from 'zod'

import { defineEndpoint, safeEqual, safeText } from '@server-kit'

import { connectTelegram } from '../operations/connectTelegram'
import { handleTelegramUpdate, type TelegramUpdate } from '../operations/handleTelegramUpdate'
import { readIntegrationState } from '../operations/integrationState'
import { telegramConfig } from '../operations/telegramConfig'
import { integrationErrors } from './integrationErrors'

const connectSchema = z.object({
  token: safeText(200, { required: 'Bot token is required' }).regex(
    /^\d{3,20}:[\w-]{20,100}$/,
    'Bot token looks like 123456789:ABC…',
  ),
  chatId: safeText(40, { required: 'Chat ID is required' }).regex(
    /^(-?\d{1,20}|@\w{4,40})$/,
    'Chat ID is a number (or @channel)',
  ),
})

/** Setup (admin only) and the bot's webhook (verified by Telegram's secret-token header). */
export const telegramEndpoints = [
  defineEndpoint({
    path: '/admin/telegram/status',
    method: 'get',
    auth: 'admin',
    run: async ({ req }) => {
      const state = await readIntegrationState(req.payload)
      return {
        ok: true,
        body: {
          configured: Boolean(state.telegramToken),
          chatId: state.telegramChatId ?? null,
          connectedAt: state.telegramConnectedAt ?? null,
        },
      }
    },
  }),
  defineEndpoint({
    path: '/admin/telegram/connect',
    method: 'post',
    auth: 'admin',
    schema: connectSchema,
    rateLimit: { name: 'telegram-connect', points: 10, durationSeconds: 60 },
    errors: integrationErrors,
    run: async ({ req, data }) => {
      const result = await connectTelegram(req.payload, data)
      return result.ok ? { ok: true, body: { success: true, webhook: result.webhook } } : result
    },
  }),
  defineEndpoint({
    path: '/telegram/webhook',
    method: 'post',
    rateLimit: { name: 'telegram-webhook', points: 120, durationSeconds: 60 },
    schema: z
      .object({
        message: z
          .object({
            chat: z.object({ id: z.union([z.number(), z.string()]) }).loose(),
            text: z.string().max(4096).optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
    errors: integrationErrors,
    run: async ({ req, data }) => {
      const config = await telegramConfig(req.payload)
      if (!config?.webhookSecret) return { ok: false, code: 'telegram_not_connected' }
      const given = req.headers.get('x-telegram-bot-api-secret-token') ?? ''
      if (!safeEqual(given, config.webhookSecret)) return { ok: false, code: 'bad_secret' }
      const outcome = await handleTelegramUpdate({ req, config, update: data as TelegramUpdate })
      return { ok: true, body: { ok: true, outcome } }
    },
  }),
]
