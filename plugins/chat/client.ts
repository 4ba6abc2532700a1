export { ChatPanel } from './admin/ChatPanel'
export type { ChatNotify } from './types'
