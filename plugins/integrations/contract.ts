// The integrations API as the admin views see it: types and the codes they switch on.
import type { CommonCode } from '@server-kit'

import type { IntegrationCode } from './endpoints/integrationErrors'

/** Every error body carries one of these codes; switch on it, never on the message. */
export type IntegrationErrorCode = IntegrationCode | CommonCode

const GOOGLE_AUTH_CODES: readonly string[] = [
  'google_not_configured',
  'google_not_connected',
  'google_broken',
] satisfies IntegrationErrorCode[]

/** Codes meaning "Google is not authorized" (the views' 'Authentication Required'). */
export const isGoogleAuthCode = (code: string) => GOOGLE_AUTH_CODES.includes(code)

/** The route table: each endpoint as a typed call. */
export * from './routes'
