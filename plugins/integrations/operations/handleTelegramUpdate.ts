import type { PayloadRequest } from 'payload'

import { postStaffReply } from '@chat/server'
import { telegramCall } from '../adapters/telegramApi'
import { parseTelegramCommand, REPLY_USAGE } from '../core/telegramCommand'
import type { TelegramConfig } from './telegramConfig'

export type TelegramUpdate = { message?: { chat?: { id?: number | string }; text?: string } }

const HELP = `Commands:\n${REPLY_USAGE}\nThe session id is in each chat alert.`

/**
 * A message in the staff chat: `/reply <sessionId> <text>` posts a staff answer in that visitor
 * chat; anything else gets a short explanation. Messages from other chats are ignored.
 */
export async function handleTelegramUpdate(args: {
  req: PayloadRequest
  config: TelegramConfig
  update: TelegramUpdate
}): Promise<'replied' | 'answered' | 'ignored'> {
  const { req, config, update } = args
  const chatId = update.message?.chat?.id
  const text = update.message?.text
  if (chatId === undefined || String(chatId) !== config.chatId || !text) return 'ignored'
  const command = parseTelegramCommand(text)
  let answer: string
  let outcome: 'replied' | 'answered' = 'answered'
  if (command.kind === 'reply') {
    const posted = await postStaffReply({
      req,
      sessionId: command.sessionId,
      text: command.text,
      via: 'telegram',
    })
    if (posted.ok) {
      answer = `Sent to chat ${command.sessionId}.`
      outcome = 'replied'
    } else
      answer =
        posted.code === 'session_not_found'
          ? `No chat session "${command.sessionId}". Copy the id from the chat alert.`
          : REPLY_USAGE
  } else if (command.kind === 'invalid') answer = command.reason
  else if (command.kind === 'help') answer = HELP
  else answer = `Unknown command ${command.command}.\n${HELP}`
  const sent = await telegramCall(config.token, 'sendMessage', {
    chat_id: config.chatId,
    text: answer,
  })
  if (!sent.ok) req.payload.logger.warn(`Telegram answer not delivered: ${sent.description}`)
  return outcome
}
