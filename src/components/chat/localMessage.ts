import type { WidgetMessage } from './chatStorage'

/** An id for something the browser made before (or without) the server. */
export const localId = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** A message shown at once, before the server has its own copy (or when it is unreachable). */
export const localMessage = (sender: WidgetMessage['sender'], text: string): WidgetMessage => ({
  id: localId(sender),
  text,
  sender,
  createdAt: new Date().toISOString(),
})
