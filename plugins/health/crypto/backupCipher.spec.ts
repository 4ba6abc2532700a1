import { describe, expect, it } from 'vitest'

import { backupKey, openBytes, sealBytes } from './backupCipher'

const key = backupKey('a'.repeat(40))

describe('backupCipher', () => {
  it('round trips, and never stores the plain text', () => {
    const plain = Buffer.from('1\tJane Doe\tjane@example.com\n'.repeat(50))
    const sealed = sealBytes(plain, key)
    expect(openBytes(sealed, key).equals(plain)).toBe(true)
    expect(sealed.includes(Buffer.from('jane@example.com'))).toBe(false)
    // A fresh IV each time: the same rows never seal to the same bytes.
    expect(sealBytes(plain, key).equals(sealed)).toBe(false)
  })

  it('refuses a wrong key, a changed byte and a file that is not a backup', () => {
    const sealed = sealBytes(Buffer.from('rows'), key)
    expect(() => openBytes(sealed, backupKey('b'.repeat(40)))).toThrow(/wrong BACKUP_KEY/)
    const changed = Buffer.from(sealed)
    changed[20] ^= 1
    expect(() => openBytes(changed, key)).toThrow(/damaged/)
    expect(() => openBytes(Buffer.from('hello world, not sealed'), key)).toThrow(/not a backup/)
  })

  it('asks for a long key', () => {
    expect(() => backupKey(undefined)).toThrow(/BACKUP_KEY/)
    expect(() => backupKey('short')).toThrow(/32 characters/)
  })
})
