// The chat plugin's browser-safe surface: the staff chat panel Today shows (see
// plugins/booking/rules.ts and react.ts).
export { ChatPanel } from './admin/ChatPanel'
export type { ChatNotify } from './types'
