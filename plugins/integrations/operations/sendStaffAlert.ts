import type { Payload } from 'payload'

import { telegramCall } from '../adapters/telegramApi'
import { telegramConfig } from './telegramConfig'

/** The job's work: deliver one alert. Throws while Telegram is down, so the job retries it. */
export async function sendStaffAlert(
  payload: Payload,
  text: string,
): Promise<'sent' | 'not_connected'> {
  const config = await telegramConfig(payload)
  if (!config) return 'not_connected'
  const answer = await telegramCall(config.token, 'sendMessage', {
    chat_id: config.chatId,
    text,
    disable_web_page_preview: true,
  })
  if (!answer.ok) throw new Error(`Telegram answered ${answer.status}: ${answer.description}`)
  return 'sent'
}
