'use client'

import { type RefObject, useState } from 'react'

import { chatApi } from './chatApi'
import { replyDelay } from './chatContact'
import type { SavedChat, WidgetMessage } from './chatStorage'
import { chatText } from './chatText'
import { localId, localMessage } from './localMessage'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Args = {
  ref: RefObject<SavedChat>
  update: (fn: (c: SavedChat) => SavedChat) => void
  email: string
  phone: string
}

/** Sending a visitor's message: saved on the server when it can be, answered by the assistant. */
export function useChatSend({ ref, update, email, phone }: Args) {
  const [typing, setTyping] = useState(false)

  // Lazily, at the first message; a failure leaves a local id and the chat carries on.
  const ensureSession = async () => {
    const c = ref.current
    if (c.sessionId && c.token && !c.local) return { sessionId: c.sessionId, token: c.token }
    try {
      const s = await chatApi.start(
        c.contact?.name ?? 'Anonymous',
        c.contact?.email ?? 'Not provided',
      )
      update((p) => ({ ...p, sessionId: s.sessionId, token: s.token, local: false }))
      return s
    } catch (error) {
      console.warn('chat session not started', error)
      if (!c.sessionId) update((p) => ({ ...p, sessionId: localId('local'), local: true }))
      return null
    }
  }

  const send = async (text: string) => {
    const message = text.trim()
    if (!message || typing) return false
    const mine = localMessage('visitor', message)
    update((p) => ({ ...p, messages: [...p.messages, mine] }))
    setTyping(true)
    const shown = sleep(replyDelay(Math.random()))
    const session = await ensureSession()
    if (session) {
      try {
        const saved = (await chatApi.send(session.sessionId, session.token, message)).message
        update((p) => ({ ...p, messages: p.messages.map((m) => (m.id === mine.id ? saved : m)) }))
      } catch (error) {
        console.warn('chat message not saved', error)
      }
    }
    let reply: WidgetMessage | null
    try {
      const r = await chatApi.bot(message, session?.sessionId ?? null, session?.token ?? null)
      reply = r.response === null ? null : (r.message ?? localMessage('bot', r.response))
    } catch {
      reply = localMessage('bot', chatText.failure(email, phone))
    }
    await shown
    if (reply) update((p) => ({ ...p, messages: [...p.messages, reply] }))
    setTyping(false)
    return true
  }

  return { typing, send }
}
