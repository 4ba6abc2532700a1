import crypto from 'node:crypto'
import type { CollectionBeforeOperationHook } from 'payload'

// Payload 3.90's password hash (pbkdf2-sha256-v1): the same work as checking a real password.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

const hashDummy = (password: string) =>
  new Promise<void>((resolve) =>
    crypto.pbkdf2(password, DUMMY_SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()),
  )

/**
 * An unknown email would otherwise be refused without hashing anything (5-16 ms against ~100 ms
 * for a known one), telling an attacker which accounts exist. Hash a dummy password for it.
 */
export const equalizeLoginTime: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  const user = email
    ? await req.payload.db.findOne({
        collection: collection.slug,
        req,
        where: { email: { equals: email } },
      })
    : null
  if (!user) await hashDummy(password)
  return args
}
