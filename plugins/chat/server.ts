export { emailStaffReplies } from './operations/emailStaffReplies'
export { postStaffReply } from './operations/postStaffReply'
export type { ChatEvent, ChatNotify, ChatPluginOptions } from './types'
