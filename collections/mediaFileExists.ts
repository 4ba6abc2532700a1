import fs from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

/**
 * Upload handler that runs before Payload's own file serving: a file missing from the disk is a
 * plain 404 (Payload would answer 500 and log an error for every stray URL).
 */
export const mediaFileExists =
  (staticDir: string) =>
  // Payload continues to its own serving when a handler returns no Response.
  async (_req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> => {
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename ?? '')
    if (!file.startsWith(dir + path.sep)) return undefined as never // Payload answers 400 itself
    // Media files sit directly in the folder: a sub-folder (e.g. design-proofs/, private to a
    // booking) is never served through the public media route.
    if (path.dirname(file) !== dir) return notFound()
    const found = await fs.stat(file).then(
      (s) => s.isFile(),
      () => false,
    )
    return found ? (undefined as never) : notFound()
  }

const notFound = () =>
  Response.json(
    { code: 'not_found', message: 'Not found.', errors: [{ message: 'Not found.' }] },
    { status: 404 },
  )
