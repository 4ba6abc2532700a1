/** What a secret is replaced with in the Outbox's readable copy. */
export const REDACTED = '[redacted]'

// Secrets ride in links: booking tokens and unsubscribe tokens (?token=), cart recovery
// (?recover=), and Payload's reset and verify links (/admin/reset/<token>). `&amp;` is HTML's `&`.
const SECRET_PARAM = /([?&](?:amp;)?(?:token|recover|secret)=)[^&\s"'<>#\\]+/gi
const SECRET_PATH = /(\/admin\/(?:reset|verify)\/)[^/?#\s"'<>\\]+/gi

/** `text` with every secret a link carries replaced by REDACTED. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, (_m, head: string) => `${head}${REDACTED}`)
    .replace(SECRET_PATH, (_m, head: string) => `${head}${REDACTED}`)
}

/**
 * A calendar file (.ics) folds long lines (CRLF + space), which can split a link and its token:
 * unfold before redacting. Other text is redacted as it is.
 */
export function redactAttachmentText(text: string, contentType: string): string {
  const unfolded = /calendar/i.test(contentType) ? text.replace(/\r?\n[ \t]/g, '') : text
  return redactSecrets(unfolded)
}
