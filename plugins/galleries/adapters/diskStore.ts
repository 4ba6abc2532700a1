import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { GalleryStore } from './galleryStore'

/** Files under `dir` (the upload collection's staticDir); keys never leave it. */
export function diskStore(dir: string): GalleryStore {
  const root = path.resolve(dir)
  const file = (key: string) => {
    const full = path.resolve(root, key)
    if (!full.startsWith(root + path.sep)) throw new Error(`gallery key outside the store: ${key}`)
    return full
  }
  return {
    name: 'disk',
    put: async (key, body) => {
      await fs.mkdir(path.dirname(file(key)), { recursive: true })
      await fs.writeFile(file(key), body)
    },
    get: async (key) => {
      const stat = await fs.stat(file(key)).catch(() => null)
      if (!stat?.isFile()) return null
      return { body: createReadStream(file(key)), size: stat.size }
    },
    remove: async (keys) => {
      await Promise.all(keys.map((key) => fs.rm(file(key), { force: true })))
    },
  }
}
