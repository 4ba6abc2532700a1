import type { Payload, PayloadRequest } from 'payload'

import { deriveSecretKey, openSecret, sealSecret } from '../secrets/secretBox'

export type IntegrationState = {
  googleTokens?: string | null
  googleStatus?: 'none' | 'connected' | 'broken' | null
  googleDetail?: string | null
  googleConnectedAt?: string | null
  googleUnreachableAt?: string | null
  spreadsheetId?: string | null
  spreadsheetUrl?: string | null
  telegramToken?: string | null
  telegramChatId?: string | null
  telegramWebhookSecret?: string | null
  telegramConnectedAt?: string | null
}

const SLUG = 'integration-state' as const
const keys = new Map<string, Buffer>()

/** The sealing key, derived once per secret (HKDF is cheap, but this runs on every read). */
export function secretKey(payload: Payload): Buffer {
  let key = keys.get(payload.secret)
  if (!key) keys.set(payload.secret, (key = deriveSecretKey(payload.secret)))
  return key
}

export const seal = (payload: Payload, plain: string) => sealSecret(secretKey(payload), plain)
export const unseal = (payload: Payload, sealed?: string | null) =>
  openSecret(secretKey(payload), sealed)

/** Reads the state; with `req`, inside its transaction (never a second connection while it is open). */
export async function readIntegrationState(
  payload: Payload,
  req?: PayloadRequest,
): Promise<IntegrationState> {
  return (await payload.findGlobal({
    slug: SLUG,
    depth: 0,
    ...(req ? { req } : {}),
  })) as IntegrationState
}

export async function writeIntegrationState(
  payload: Payload,
  data: IntegrationState,
  req?: PayloadRequest,
): Promise<void> {
  await payload.updateGlobal({ slug: SLUG, data: data as never, depth: 0, ...(req ? { req } : {}) })
}
