// The chat plugin's browser-safe surface (its Today panel is registered by import map path).
export type { ChatNotify } from './types'
