// Backups are sealed with AES-256-GCM before they leave the server: a stolen bucket or disk holds
// nothing readable, and a flipped byte fails the tag instead of restoring damaged rows.
import crypto from 'node:crypto'
import zlib from 'node:zlib'

const MAGIC = Buffer.from('PBB1')
const IV = 12
const TAG = 16

/** The 256-bit key from BACKUP_KEY (a long random string; `openssl rand -base64 32` makes one). */
export function backupKey(secret: string | undefined): Buffer {
  if (!secret || secret.length < 32)
    throw new Error('BACKUP_KEY must be set to at least 32 characters (openssl rand -base64 32).')
  // A fixed salt: the same key must open every backup; the secret itself carries the entropy.
  return crypto.scryptSync(secret, 'photobooth-backup-v1', 32)
}

/** Compressed, then encrypted: MAGIC, IV, ciphertext, tag. */
export function sealBytes(plain: Buffer, key: Buffer): Buffer {
  const iv = crypto.randomBytes(IV)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(zlib.gzipSync(plain)), cipher.final()])
  return Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()])
}

/** The original bytes; throws when the key is wrong or the file was changed. */
export function openBytes(sealed: Buffer, key: Buffer): Buffer {
  if (sealed.length < MAGIC.length + IV + TAG || !sealed.subarray(0, 4).equals(MAGIC))
    throw new Error('not a backup file of this site')
  const iv = sealed.subarray(4, 4 + IV)
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG))
  try {
    const body = sealed.subarray(4 + IV, sealed.length - TAG)
    return zlib.gunzipSync(Buffer.concat([decipher.update(body), decipher.final()]))
  } catch {
    throw new Error('the backup could not be opened: wrong BACKUP_KEY, or the file is damaged')
  }
}
