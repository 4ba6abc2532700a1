import type { ChatMessage, PublicChatMessage } from '../types'
export const toPublicMessage = (m: ChatMessage): PublicChatMessage => ({
  id: String(m.id),
  text: m.text,
  sender: m.sender,
  createdAt: m.createdAt,
})
