// The inquiry forms' API as the browser sees it: types and the route table (routes.ts), derived
// from the server's schemas.
import type { z } from 'zod'

import type { CommonCode } from '@server-kit'

import type {
  accessibilitySchema,
  assistanceSchema,
  contactSchema,
  requestSchema,
  subscribeSchema,
} from './schemas'

export type ContactRequest = z.input<typeof contactSchema>
export type AssistanceRequest = z.input<typeof assistanceSchema>
export type InquiryRequest = z.input<typeof requestSchema>
export type SubscribeRequest = z.input<typeof subscribeSchema>
export type AccessibilityRequest = z.input<typeof accessibilitySchema>

/** The forms refuse only with the common codes: invalid_input (names the field), rate_limited. */
export type InquiryErrorCode = CommonCode

/** The route table: each endpoint as a typed call. */
export * from './routes'
