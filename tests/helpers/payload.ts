import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** The Local API on the migrated, seeded test database (scripts/test.ts prepares it). */
export const testPayload = () => (instance ??= getPayload({ config }))

export const baseURL = () => process.env.APP_URL ?? 'http://127.0.0.1:3100'

let counter = 0
/** Creates a user with the given role and returns a logged-in Authorization header. */
export async function staffAuth(
  role: 'admin' | 'staff' | 'attendant' = 'staff',
  name = `Test ${role}`,
) {
  const payload = await testPayload()
  const email = `${role}-${process.pid}-${Date.now()}-${counter++}@test.example.com`
  const password = 'correct-horse-battery-staple'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], name },
  })
  const res = await fetch(`${baseURL()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await res.json()) as { token: string }
  return { id: user.id, email, password, headers: { Authorization: `JWT ${token}` } }
}
