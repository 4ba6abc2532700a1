// GSM-7, the alphabet that fits 160 characters in one text; anything else (an emoji, a curly
// quote) makes the whole message UCS-2, 70 characters a segment.
const GSM =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€' // two characters each
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
}

/** The text with typographic punctuation made plain, so it stays in the GSM alphabet. */
export const plainSms = (text: string) => text.replace(/[‘’“”–—…\u00a0]/g, (c) => PLAIN[c] ?? c)

/** How many segments a text takes (what the customer's phone and the bill count). */
export function smsSegments(text: string): number {
  const chars = [...text]
  const gsm = chars.every((c) => GSM.includes(c) || GSM_EXTENDED.includes(c))
  // UCS-2 counts UTF-16 units: an emoji is two.
  if (!gsm) return text.length <= 70 ? 1 : Math.ceil(text.length / 67)
  const units = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0)
  return units <= 160 ? 1 : Math.ceil(units / 153)
}
