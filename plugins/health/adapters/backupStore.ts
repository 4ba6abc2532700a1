/** One object of a backup target. */
export type StoredObject = { key: string; size: number }

/**
 * Where backups go: a folder (BACKUP_DIR) or an S3-compatible bucket under a prefix. Keys are
 * relative (`db/<id>/manifest`, `files/<sha256>`); the store never sees the key to open them.
 */
export type BackupStore = {
  /** Where, in words: a folder path or s3://bucket/prefix. */
  where: string
  put: (key: string, body: Buffer) => Promise<void>
  get: (key: string) => Promise<Buffer | null>
  has: (key: string) => Promise<boolean>
  list: (prefix: string) => Promise<StoredObject[]>
  remove: (keys: string[]) => Promise<void>
}
