import type { Payload } from 'payload'

/** A staff account for the browser tests, created through the Local API. */
export async function createStaffUser(payload: Payload, email: string, password: string) {
  await payload.delete({ collection: 'users', where: { email: { equals: email } } })
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['staff'], name: 'E2E Staff' },
  })
}
