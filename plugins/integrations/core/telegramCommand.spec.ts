import { describe, expect, it } from 'vitest'

import { parseTelegramCommand, REPLY_USAGE } from './telegramCommand'

describe('parseTelegramCommand', () => {
  it('reads /reply with a multi-word, multi-line message', () => {
    expect(parseTelegramCommand('/reply abc-123 Hi there!\nSee you soon')).toEqual({
      kind: 'reply',
      sessionId: 'abc-123',
      text: 'Hi there!\nSee you soon',
    })
    expect(parseTelegramCommand('/reply@PhotoBoothBot s1 ok')).toMatchObject({ kind: 'reply' })
  })

  it('explains a /reply without a session or a message', () => {
    expect(parseTelegramCommand('/reply')).toEqual({ kind: 'invalid', reason: REPLY_USAGE })
    expect(parseTelegramCommand('/reply abc')).toEqual({ kind: 'invalid', reason: REPLY_USAGE })
    expect(parseTelegramCommand('/reply a$b hello').kind).toBe('invalid')
  })

  it('names unknown commands and plain text as unknown; /help and /start help', () => {
    expect(parseTelegramCommand('/refund 12')).toEqual({ kind: 'unknown', command: '/refund' })
    expect(parseTelegramCommand('hello')).toEqual({ kind: 'unknown', command: 'hello' })
    expect(parseTelegramCommand('/help')).toEqual({ kind: 'help' })
    expect(parseTelegramCommand('/start')).toEqual({ kind: 'help' })
  })
})
