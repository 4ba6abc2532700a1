'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { chatApi } from './chatApi'
import type { ChatContact } from './chatContact'
import { emptyChat, loadChat, saveChat, type SavedChat } from './chatStorage'
import { chatText } from './chatText'
import { localMessage } from './localMessage'
import { useChatSend } from './useChatSend'

/** The visitor's conversation: saved in the browser, created on the server at the first message. */
export function useChat({ email, phone, open }: { email: string; phone: string; open: boolean }) {
  const [chat, setChat] = useState<SavedChat>(emptyChat)
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
  const { typing, send } = useChatSend({ ref, update, email, phone })

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
