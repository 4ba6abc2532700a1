// What the chat plugin is given from payload.config.ts and what it tells the outside world.
export type ChatEvent = {
  type: 'chat_session_started' | 'chat_message'
  sessionId: string
  text: string
  visitorName?: string
}

/** `req` lets the relay queue its work in the request's transaction. */
export type ChatNotify = (event: ChatEvent, req?: import('payload').PayloadRequest) => Promise<void>

export type ChatPluginOptions = {
  /** Off: the collections stay (the schema and the admin keep their data), nothing else runs. */
  enabled?: boolean
  /** Relays new sessions and visitor messages to staff (e.g. the Telegram notifier). */
  notify?: ChatNotify
}

/** A message as the widget and the admin panel read it. */
export type PublicChatMessage = {
  id: string
  text: string
  sender: 'visitor' | 'bot' | 'staff'
  createdAt: string
}

// Documents as Payload's generated types describe them, named without importing the host.
export type ChatSession = import('payload').DataFromCollectionSlug<'chat-sessions'>
export type ChatMessage = import('payload').DataFromCollectionSlug<'chat-messages'>
