import fs from 'node:fs/promises'
import path from 'node:path'

import type { BackupStore, StoredObject } from './backupStore'

async function walk(dir: string, root: string): Promise<StoredObject[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  const out: StoredObject[] = []
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await walk(full, root)))
    else if (entry.isFile())
      out.push({
        key: path.relative(root, full).split(path.sep).join('/'),
        size: (await fs.stat(full)).size,
      })
  }
  return out
}

/** Backups in a folder (another disk, a mounted share); keys never leave it. */
export function folderBackupStore(dir: string): BackupStore {
  const root = path.resolve(dir)
  const file = (key: string) => {
    const full = path.resolve(root, key)
    if (!full.startsWith(root + path.sep)) throw new Error(`backup key outside the folder: ${key}`)
    return full
  }
  return {
    where: root,
    put: async (key, body) => {
      await fs.mkdir(path.dirname(file(key)), { recursive: true })
      // Written aside and renamed: a crash never leaves half a file under the real name.
      await fs.writeFile(`${file(key)}.part`, body, { mode: 0o600 })
      await fs.rename(`${file(key)}.part`, file(key))
    },
    get: async (key) => fs.readFile(file(key)).catch(() => null),
    has: async (key) => (await fs.stat(file(key)).catch(() => null))?.isFile() ?? false,
    list: async (prefix) =>
      (await walk(root, root)).filter((o) => o.key.startsWith(prefix) && !o.key.endsWith('.part')),
    remove: async (keys) => {
      await Promise.all(keys.map((key) => fs.rm(file(key), { force: true })))
    },
  }
}
