import type { ChatContact } from './chatContact'

export type WidgetMessage = {
  id: string
  text: string
  sender: 'visitor' | 'bot' | 'staff'
  createdAt: string
}

export type SavedChat = {
  contact: ChatContact | null
  sessionId: string | null
  token: string | null
  /** True while the session exists only in this browser (the server could not start it). */
  local: boolean
  messages: WidgetMessage[]
  /** Latest server time seen, so polling asks only for newer lines. */
  lastSeen: string | null
}

const KEY = 'photobooth-chat'
export const emptyChat: SavedChat = {
  contact: null,
  sessionId: null,
  token: null,
  local: false,
  messages: [],
  lastSeen: null,
}

export function loadChat(): SavedChat {
  try {
    const raw = window.localStorage.getItem(KEY)
    return raw ? { ...emptyChat, ...(JSON.parse(raw) as SavedChat) } : emptyChat
  } catch {
    return emptyChat
  }
}

export function saveChat(chat: SavedChat) {
  try {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...chat, messages: chat.messages.slice(-100) }),
    )
  } catch {
    // Private mode or a full quota: the chat still works for this page view.
  }
}
