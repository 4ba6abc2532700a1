import type { Readable } from 'node:stream'

/** A stored file's bytes (the sizes job needs the whole original for sharp). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}
