import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import type { StoredAttachment } from './recordingEmailAdapter'

/** The message's body as sent: what the retry job and Resend need, and nobody may read. */
export type Original = {
  text: string
  html: string
  attachments: StoredAttachment[]
  /** Headers with secrets (a one-click unsubscribe URL), for Resend and the retry job. */
  headers?: Record<string, string>
}

// AES-256-GCM under a key of its own, derived from the app secret: a database dump opens nothing.
const key = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'photobooth-outbox', 'sealed email v1', 32))

export function sealOriginal(secret: string, original: Original): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(original), 'utf8'), cipher.final()])
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
}

/** The original, or null when there is none or it was sealed under another secret. */
export function openOriginal(secret: string, sealed: string | null | undefined): Original | null {
  if (!sealed?.startsWith('v1.')) return null
  const raw = Buffer.from(sealed.slice(3), 'base64url')
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()])
    return JSON.parse(plain.toString('utf8')) as Original
  } catch {
    return null
  }
}
