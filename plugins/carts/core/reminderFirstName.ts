export const FIRST_NAME_MAX = 30

// Anything that reads as an address: a scheme, www., an @, or a dot between two letters/digits.
const LINKISH = /(\S*:\/\/\S*|\S*www\.\S*|\S*@\S*|\S*[\p{L}\p{N}]\.[\p{L}\p{N}]\S*)/giu

/**
 * The only visitor text a reminder carries: a first name without anything link-like, letters
 * only, at most two words and FIRST_NAME_MAX characters (the mailer is no relay for a message).
 */
export function reminderFirstName(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(LINKISH, ' ')
    .replace(/[^\p{L}\p{M}'’ -]/gu, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w))
    .slice(0, 2)
  return words.join(' ').slice(0, FIRST_NAME_MAX).trim()
}
