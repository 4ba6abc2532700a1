import type { Payload } from 'payload'

/** A staff (or admin) account for the browser tests, created through the Local API. */
export async function createStaffUser(
  payload: Payload,
  email: string,
  password: string,
  role: 'staff' | 'admin' = 'staff',
) {
  await payload.delete({ collection: 'users', where: { email: { equals: email } } })
  await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], name: role === 'admin' ? 'E2E Admin' : 'E2E Staff' },
  })
}
