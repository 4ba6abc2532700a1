// Secrets at rest (OAuth tokens, the bot token): AES-256-GCM with a key derived from the app
// secret, so a database dump alone reveals nothing. The key is an argument: this stays pure.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/** A 32-byte key from PAYLOAD_SECRET (HKDF-SHA256, with a purpose label of its own). */
export function deriveSecretKey(secret: string): Buffer {
  if (!secret) throw new Error('A secret is required to derive the key')
  return Buffer.from(hkdfSync('sha256', secret, 'photobooth-integrations', 'secret-box v1', 32))
}

/** 'v1.<base64url(iv | tag | ciphertext)>'; a fresh random IV unless one is given (tests). */
export function sealSecret(key: Buffer, plaintext: string, iv: Buffer = randomBytes(12)): string {
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
}

/** The plaintext, or null when the box was tampered with or sealed under another key. */
export function openSecret(key: Buffer, sealed: string | null | undefined): string | null {
  if (!sealed || !sealed.startsWith(`${VERSION}.`)) return null
  const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url')
  if (raw.length < 29) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
