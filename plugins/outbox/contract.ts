// The outbox API as the admin views see it: types and the route table (routes.ts), derived from the
// operations' results.
import type { CommonCode } from '@server-kit'

import type { ResendResult } from './operations/resendEmail'
import type { TestEmailResult } from './operations/sendTestEmail'

type Failed<R> = Extract<R, { ok: false }> extends { code: infer C } ? C : never

/** Refusals of POST /api/outbox/:id/resend and POST /api/outbox/test-email. */
export type ResendErrorCode = Failed<ResendResult>
export type TestEmailErrorCode = Failed<TestEmailResult>
export type OutboxErrorCode = ResendErrorCode | TestEmailErrorCode | CommonCode

/** POST /api/outbox/test-email: whether it went out and what the mail server answered. */
export type TestEmailResponse = Extract<TestEmailResult, { ok: true }>['body']

/**
 * What became of an email: handed to the mail server, queued for a retry (the server refused or
 * was unreachable), failed for good, or not sent because no mail server is set up.
 */
export type EmailDelivery = 'sent' | 'queued' | 'failed' | 'not_sent'

/** The route table: each endpoint as a typed call. */
export * from './routes'
