import zlib from 'node:zlib'

export type StartupJs = { scripts: number; raw: number; gzip: number }

const cache = new Map<string, { raw: number; gzip: number }>()

/**
 * The JavaScript a route loads before it is interactive: every script its HTML names
 * (`<script src>` and `<link rel=preload as=script>` / modulepreload), fetched and gzipped at
 * level 9. Chunks fetched later (dynamic imports) and noModule polyfills are not counted.
 */
export async function startupJs(url: string): Promise<StartupJs> {
  const html = await (await fetch(url)).text()
  const srcs = new Set<string>()
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g))
    if (!/nomodule/i.test(m[0])) srcs.add(m[1]) // legacy polyfills: modern browsers skip them
  for (const m of html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*>/g)) {
    const tag = m[0]
    const href = /href="([^"]+)"/.exec(tag)?.[1]
    if (href && (/as="script"/.test(tag) || tag.includes('modulepreload'))) srcs.add(href)
  }
  let raw = 0
  let gzip = 0
  for (const src of srcs) {
    const abs = new URL(src.replace(/&amp;/g, '&'), url).toString()
    let size = cache.get(abs)
    if (!size) {
      const body = Buffer.from(await (await fetch(abs)).arrayBuffer())
      size = { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }
      cache.set(abs, size)
    }
    raw += size.raw
    gzip += size.gzip
  }
  return { scripts: srcs.size, raw, gzip }
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1)
