// The chat API as the widget and the staff panel see it: types and the route table (routes.ts); the
// types are erased from bundles.
import type { CommonCode } from '@server-kit'

import type { chatErrors } from './messages'
import type { AdminChatSession } from './operations/listActiveSessions'
import type { PublicChatMessage } from './types'

export type { AdminChatSession, PublicChatMessage }

/** Every error body carries one of these codes; switch on it, never on the message. */
export type ChatErrorCode = keyof typeof chatErrors | 'empty_message' | CommonCode

/** The route table: each endpoint as a typed call. */
export * from './routes'
