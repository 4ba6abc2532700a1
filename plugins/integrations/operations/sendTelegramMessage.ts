import type { Payload, PayloadRequest } from 'payload'

import { telegramCall } from '../adapters/telegramApi'
import { queueIntegrationJob } from './queueIntegrationJob'
import { readIntegrationState } from './integrationState'
import { telegramConfig } from './telegramConfig'

/** The job's work: one message to one chat (an attendant's). Throws while Telegram is down. */
export async function sendTelegramMessage(
  payload: Payload,
  chatId: string,
  text: string,
): Promise<'sent' | 'not_connected'> {
  const config = await telegramConfig(payload)
  if (!config) return 'not_connected'
  const answer = await telegramCall(config.token, 'sendMessage', {
    chat_id: chatId,
    text,
    disable_web_page_preview: true,
  })
  if (!answer.ok) throw new Error(`Telegram answered ${answer.status}: ${answer.description}`)
  return 'sent'
}

/**
 * Queues a message to a person's own Telegram chat (an attendant's assignment), in the caller's
 * transaction, through the staff alerts' bot. False when Telegram is not set up.
 */
export async function telegramToChat(
  req: PayloadRequest,
  chatId: string | null | undefined,
  text: string,
): Promise<boolean> {
  const chat = chatId?.trim()
  if (!chat || !/^-?\d{1,20}$/.test(chat)) return false
  const state = await readIntegrationState(req.payload, req)
  if (!state.telegramToken) return false
  await queueIntegrationJob(req, 'sendTelegramMessage', { chatId: chat, text })
  return true
}
