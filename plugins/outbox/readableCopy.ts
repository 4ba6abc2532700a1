import { redactAttachmentText, redactSecrets } from './core/redactSecrets'
import type { StoredAttachment } from './recordingEmailAdapter'
import { type Original, sealOriginal } from './sealedCopy'

const TEXTUAL = /^text\/|calendar|json|xml/i

function redactAttachment(a: StoredAttachment): StoredAttachment {
  if (!TEXTUAL.test(a.contentType)) return a
  const text = Buffer.from(a.base64, 'base64').toString('utf8')
  const redacted = redactAttachmentText(text, a.contentType)
  return redacted === text ? a : { ...a, base64: Buffer.from(redacted).toString('base64') }
}

/**
 * What the Outbox stores of a message: staff read a copy with every secret (reset tokens, booking
 * and cart links) redacted; when anything was redacted the original is kept sealed, for the retry
 * job and Resend only, so a staff user can never read another account's reset link.
 */
export function readableCopy(original: Original, secret: string) {
  const copy: Original = {
    text: redactSecrets(original.text),
    html: redactSecrets(original.html),
    attachments: original.attachments.map(redactAttachment),
  }
  const headers = original.headers ?? {}
  const changed =
    Object.values(headers).some((v) => redactSecrets(v) !== v) ||
    copy.text !== original.text ||
    copy.html !== original.html ||
    copy.attachments.some((a, i) => a !== original.attachments[i])
  return {
    ...copy,
    headers: readableHeaders(headers),
    sealed: changed ? sealOriginal(secret, original) : null,
  }
}

/** The headers as staff read them: one `Name: value` a line, secrets redacted like the body. */
export const readableHeaders = (headers: Record<string, unknown>): string | null =>
  Object.keys(headers).length
    ? Object.entries(headers)
        .map(([name, value]) => `${name}: ${redactSecrets(String(value))}`)
        .join('\n')
    : null
