import fs from 'node:fs/promises'
import path from 'node:path'
import type { PayloadRequest } from 'payload'

import { designProofDir } from '../collections/DesignProofs'

/** A proof's image as a private response (never cached by a shared cache), or null. */
export async function proofFile(
  req: PayloadRequest,
  where: Record<string, unknown>,
): Promise<Response | null> {
  const { docs } = await req.payload.find({
    collection: 'design-proofs',
    where: where as never,
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    req,
  })
  const proof = docs[0]
  if (!proof?.filename) return null
  try {
    const bytes = await fs.readFile(path.join(designProofDir(), path.basename(proof.filename)))
    return new Response(bytes, {
      headers: {
        'Content-Type': proof.mimeType ?? 'application/octet-stream',
        'Cache-Control': 'private, max-age=300',
      },
    })
  } catch {
    return null
  }
}
