import nextEnv from '@next/env'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
export const dataDir = path.join(root, '.data')

/** Loads .env files the way Next.js does, so scripts and the server agree. */
export function loadEnv(dev = false) {
  nextEnv.loadEnvConfig(root, dev, { info: () => {}, error: console.error })
}

// Local runs get a random secret kept in .data; production must set PAYLOAD_SECRET.
export function ensureLocalSecret() {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(dataDir, 'payload-secret')
  fs.mkdirSync(dataDir, { recursive: true })
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}
