import type { RateRule } from '@server-kit'

// Per client. Polling every 3 s is 20 reads a minute; a typist sends far fewer lines.
export const CHAT_RATES = {
  start: { name: 'chat-start', points: 10, durationSeconds: 600 },
  send: { name: 'chat-send', points: 30, durationSeconds: 60 },
  bot: { name: 'chat-bot', points: 30, durationSeconds: 60 },
  update: { name: 'chat-update', points: 10, durationSeconds: 60 },
  // Per address, whatever the session id: a few tabs or visitors behind one address poll at
  // 20 a minute each; guessing sessions (a wrong id or token) has a budget of its own.
  read: { name: 'chat-read-address', points: 240, durationSeconds: 60 },
  readMiss: { name: 'chat-read-miss', points: 10, durationSeconds: 60 },
} satisfies Record<string, RateRule & { name: string }>
