/** Limits every JSON body meets before it is parsed. */
export const JSON_LIMITS = { maxBytes: 64 * 1024, maxDepth: 20 }

export type BoundedJson =
  { ok: true; data: unknown } | { ok: false; code: 'invalid_json' | 'body_too_large' | 'too_deep' }

/** Deepest nesting of objects/arrays in `text`, scanning outside strings only. */
export function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) max = Math.max(max, ++depth)
    else if (c === 125 || c === 93) depth--
  }
  return max
}

/** Parses `text` only if it is small and shallow enough; never throws. */
export function parseBoundedJson(text: string, limits = JSON_LIMITS): BoundedJson {
  if (Buffer.byteLength(text) > limits.maxBytes) return { ok: false, code: 'body_too_large' }
  if (jsonDepth(text) > limits.maxDepth) return { ok: false, code: 'too_deep' }
  try {
    return { ok: true, data: text.trim() === '' ? {} : JSON.parse(text) }
  } catch {
    return { ok: false, code: 'invalid_json' }
  }
}

type BodyRequest = {
  headers?: Headers
  body?: ReadableStream<Uint8Array> | null
  text?: () => Promise<string>
  json?: () => Promise<unknown>
}

/** Reads at most `maxBytes` of the body (stopping early), then parses it within the limits. */
export async function readBoundedJson(
  req: BodyRequest,
  limits = JSON_LIMITS,
): Promise<BoundedJson> {
  const declared = Number(req.headers?.get('content-length') ?? 0)
  if (declared > limits.maxBytes) return { ok: false, code: 'body_too_large' }
  try {
    if (req.body && typeof req.body.getReader === 'function') {
      const reader = req.body.getReader()
      const chunks: Uint8Array[] = []
      let size = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > limits.maxBytes) {
          await reader.cancel().catch(() => {})
          return { ok: false, code: 'body_too_large' }
        }
        chunks.push(value)
      }
      return parseBoundedJson(Buffer.concat(chunks).toString('utf8'), limits)
    }
    if (req.text) return parseBoundedJson(await req.text(), limits)
    return { ok: true, data: req.json ? await req.json() : {} }
  } catch {
    return { ok: false, code: 'invalid_json' }
  }
}
