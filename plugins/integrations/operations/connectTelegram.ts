import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { siteOrigin } from '@server-kit'

import { telegramCall } from '../adapters/telegramApi'
import { seal, writeIntegrationState } from './integrationState'

export type ConnectTelegramResult =
  | { ok: true; webhook: 'registered' | 'skipped' | 'failed' }
  | { ok: false; code: 'telegram_rejected' | 'telegram_unreachable'; message?: string }

/**
 * The setup's test step, done by the server (the token never reaches the browser again): send a
 * test message; only when Telegram accepts it are the token and chat saved (sealed) and the
 * webhook registered with a fresh secret. Telegram calls webhooks only on https addresses.
 */
export async function connectTelegram(
  payload: Payload,
  input: { token: string; chatId: string },
): Promise<ConnectTelegramResult> {
  const sent = await telegramCall(input.token, 'sendMessage', {
    chat_id: input.chatId,
    text: '✅ Photo booth alerts are connected. New bookings, payments and chats will appear here.',
  })
  if (!sent.ok)
    return sent.status === 0 || sent.status >= 500
      ? { ok: false, code: 'telegram_unreachable' }
      : { ok: false, code: 'telegram_rejected', message: sent.description }
  const webhookSecret = crypto.randomBytes(24).toString('hex')
  await writeIntegrationState(payload, {
    telegramToken: seal(payload, input.token),
    telegramChatId: input.chatId,
    telegramWebhookSecret: seal(payload, webhookSecret),
    telegramConnectedAt: new Date().toISOString(),
  })
  const url = `${siteOrigin()}/api/telegram/webhook`
  if (!url.startsWith('https://')) return { ok: true, webhook: 'skipped' }
  const hook = await telegramCall(input.token, 'setWebhook', {
    url,
    secret_token: webhookSecret,
    allowed_updates: ['message'],
  })
  return { ok: true, webhook: hook.ok ? 'registered' : 'failed' }
}
