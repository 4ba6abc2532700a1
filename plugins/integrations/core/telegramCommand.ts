// Messages staff send to the bot in the staff chat. Only `/reply <sessionId> <text>` acts.
export type TelegramCommand =
  | { kind: 'reply'; sessionId: string; text: string }
  | { kind: 'help' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'unknown'; command: string }

export const REPLY_USAGE = 'Usage: /reply <sessionId> <your message>'

/** Parses a Telegram message text; the bot's @name suffix (`/reply@MyBot`) is accepted. */
export function parseTelegramCommand(text: string): TelegramCommand {
  const trimmed = text.trim()
  const match = /^\/([a-z_]+)(?:@\w+)?(?:\s+([\s\S]*))?$/i.exec(trimmed)
  if (!match) return { kind: 'unknown', command: trimmed.slice(0, 40) }
  const command = match[1].toLowerCase()
  const rest = (match[2] ?? '').trim()
  if (command === 'help' || command === 'start') return { kind: 'help' }
  if (command !== 'reply') return { kind: 'unknown', command: `/${command}` }
  const [sessionId, ...words] = rest.split(/\s+/)
  const body = rest.slice((sessionId ?? '').length).trim()
  if (!sessionId || !/^[\w-]{1,100}$/.test(sessionId))
    return { kind: 'invalid', reason: REPLY_USAGE }
  if (!words.length || !body) return { kind: 'invalid', reason: REPLY_USAGE }
  return { kind: 'reply', sessionId, text: body }
}
