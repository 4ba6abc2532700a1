'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { chatApi } from './chatApi'
import { type ChatContact, replyDelay } from './chatContact'
import { emptyChat, loadChat, saveChat, type SavedChat, type WidgetMessage } from './chatStorage'
import { chatText } from './chatText'

const localId = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const localMessage = (sender: WidgetMessage['sender'], text: string): WidgetMessage => ({
  id: localId(sender),
  text,
  sender,
  createdAt: new Date().toISOString(),
})

/** The visitor's conversation: saved in the browser, created on the server at the first message. */
export function useChat({ email, phone, open }: { email: string; phone: string; open: boolean }) {
  const [chat, setChat] = useState<SavedChat>(emptyChat)
  const [typing, setTyping] = useState(false)
  const [unread, setUnread] = useState(0)
  const ref = useRef(chat)
  const update = useCallback((fn: (c: SavedChat) => SavedChat) => {
    const next = fn(ref.current)
    ref.current = next
    saveChat(next)
    setChat(next)
  }, [])
  useEffect(() => {
    ref.current = loadChat()
    setChat(ref.current)
  }, [])

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

  const submitContact = (contact: ChatContact) => {
    const c = ref.current
    update((p) => ({
      ...p,
      contact,
      messages: p.messages.length
        ? p.messages
        : [localMessage('bot', chatText.welcome(contact.name))],
    }))
    if (c.sessionId && c.token && !c.local) {
      chatApi
        .update(c.sessionId, c.token, contact.name, contact.email)
        .catch((e) => console.warn(e))
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

  // Staff replies arrive by polling: every 3 s while open, every 15 s while closed.
  const { sessionId, token, local } = chat
  useEffect(() => {
    if (!sessionId || !token || local) return
    let stopped = false
    const poll = async () => {
      try {
        const { messages } = await chatApi.read(sessionId, token, ref.current.lastSeen)
        const known = new Set(ref.current.messages.map((m) => m.id))
        const fresh = messages.filter((m) => m.sender === 'staff' && !known.has(m.id))
        const lastSeen = messages.at(-1)?.createdAt ?? ref.current.lastSeen
        if (fresh.length || lastSeen !== ref.current.lastSeen) {
          update((p) => ({ ...p, lastSeen, messages: [...p.messages, ...fresh] }))
        }
        if (fresh.length && !open) setUnread((n) => n + fresh.length)
      } catch (error) {
        console.warn('chat poll failed', error)
      }
      if (!stopped) timer = setTimeout(poll, open ? 3000 : 15000)
    }
    let timer = setTimeout(poll, open ? 0 : 15000)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [sessionId, token, local, open, update])

  // Opening the chat reads what came in (set while rendering: no extra pass through an effect).
  if (open && unread) setUnread(0)

  return { chat, typing, unread, send, submitContact }
}
