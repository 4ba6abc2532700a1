import type { FieldHook } from 'payload'

import type { User } from '@/payload-types'

// The person who creates the very first account owns the site.
export const firstUserIsAdmin: FieldHook<User> = async ({ operation, req, value }) => {
  if (operation !== 'create') return value
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? ['admin'] : value
}
