import config from '@payload-config'
import fs from 'node:fs'
import { getPayload } from 'payload'

const POLL_MS = 200
const GIVE_UP_MS = 10 * 60_000

/**
 * `npm start` compiles while it migrates and seeds (scripts/serve.ts) and names a file it
 * writes once the CMS is ready: a page pre-rendered by that build waits for it, so it never
 * renders an empty or half-seeded catalog. Unset everywhere else: no wait.
 */
function cmsReady(file: string | undefined): Promise<void> | null {
  if (!file) return null
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const check = () => {
      if (fs.existsSync(file)) return resolve()
      if (Date.now() - started > GIVE_UP_MS)
        return reject(new Error(`the CMS was not ready within ${GIVE_UP_MS / 1000} s (${file})`))
      setTimeout(check, POLL_MS)
    }
    check()
  })
}

const ready = cmsReady(process.env.CMS_READY_FILE)

export const getPayloadClient = async () => {
  if (ready) await ready
  return getPayload({ config })
}
