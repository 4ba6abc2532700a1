import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { BackupStore } from '../adapters/backupStore'
import { sealBytes } from '../crypto/backupCipher'
import { fileKey, type ManifestFile } from './backupManifest'

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  const out: string[] = []
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await filesUnder(full)))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

/**
 * Media, gallery and design-proof files under MEDIA_DIR, stored by content: a file already in the
 * target from an earlier night is not copied again, so each backup copies only what changed.
 */
export async function backupFiles(
  store: BackupStore,
  key: Buffer,
  mediaDir: string,
): Promise<{ files: ManifestFile[]; copied: number }> {
  const files: ManifestFile[] = []
  let copied = 0
  for (const full of await filesUnder(mediaDir)) {
    const body = await fs.readFile(full)
    const sha256 = crypto.createHash('sha256').update(body).digest('hex')
    if (!(await store.has(fileKey(sha256)))) {
      await store.put(fileKey(sha256), sealBytes(body, key))
      copied++
    }
    const rel = path.relative(mediaDir, full).split(path.sep).join('/')
    files.push({ path: rel, sha256, size: body.length })
  }
  return { files, copied }
}
