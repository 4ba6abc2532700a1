import type { Payload, PayloadRequest } from 'payload'

import { readIntegrationState, unseal } from './integrationState'

export type TelegramConfig = { token: string; chatId: string; webhookSecret: string | null }

/** The saved bot token and staff chat, or null when Telegram is not set up. */
export async function telegramConfig(
  payload: Payload,
  req?: PayloadRequest,
): Promise<TelegramConfig | null> {
  const state = await readIntegrationState(payload, req)
  const token = unseal(payload, state.telegramToken)
  if (!token || !state.telegramChatId) return null
  return {
    token,
    chatId: state.telegramChatId,
    webhookSecret: unseal(payload, state.telegramWebhookSecret),
  }
}
