import path from 'node:path'

import { backupKey } from '../crypto/backupCipher'
import type { BackupStore } from './backupStore'
import { folderBackupStore } from './folderBackupStore'
import { s3BackupStore } from './s3BackupStore'

export type BackupSettings = { store: BackupStore; key: Buffer; mediaDir: string }

// BACKUP_S3_* first; the galleries' S3_* settings when only BACKUP_S3_PREFIX is given.
const s3Value = (env: NodeJS.ProcessEnv, name: string) =>
  env[`BACKUP_S3_${name}`] ?? (env.BACKUP_S3_BUCKET ? undefined : env[`S3_${name}`])

function s3FromEnv(env: NodeJS.ProcessEnv): BackupStore | null {
  const bucket = env.BACKUP_S3_BUCKET || (env.BACKUP_S3_PREFIX ? env.S3_BUCKET : undefined)
  if (!bucket) return null
  const endpoint = s3Value(env, 'ENDPOINT')
  const accessKeyId = s3Value(env, 'ACCESS_KEY_ID')
  return s3BackupStore(bucket, env.BACKUP_S3_PREFIX || 'backups', {
    region: s3Value(env, 'REGION') || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: s3Value(env, 'FORCE_PATH_STYLE') === 'true',
    ...(accessKeyId
      ? { credentials: { accessKeyId, secretAccessKey: s3Value(env, 'SECRET_ACCESS_KEY') ?? '' } }
      : {}),
  })
}

/**
 * The backup target and key from the environment: S3 when BACKUP_S3_BUCKET (or BACKUP_S3_PREFIX
 * beside the galleries' S3_BUCKET) is set, else the folder BACKUP_DIR (.data/backups). Throws
 * without BACKUP_KEY: an unencrypted backup is never written.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const key = backupKey(env.BACKUP_KEY)
  const store =
    s3FromEnv(env) ?? folderBackupStore(env.BACKUP_DIR || path.resolve('.data', 'backups'))
  return { store, key, mediaDir: path.resolve(env.MEDIA_DIR || 'media') }
}
