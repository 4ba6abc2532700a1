import type { Payload } from 'payload'

/** A staff (or admin) account for the browser tests, created through the Local API. */
export async function createStaffUser(
  payload: Payload,
  email: string,
  password: string,
  role: 'staff' | 'admin' = 'staff',
) {
  await payload.delete({ collection: 'users', where: { email: { equals: email } } })
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], name: role === 'admin' ? 'E2E Admin' : 'E2E Staff' },
  })
  // The site's very first account is made an admin (firstUserIsAdmin): in a narrowed run no
  // integration test made a user first, and a staff account would have become the owner.
  if (user.roles?.join() !== role)
    await payload.update({ collection: 'users', id: user.id, data: { roles: [role] } })
}
