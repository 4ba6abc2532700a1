import type { Access, Where } from 'payload'

import { hasRole } from './roles'

// Visitors see only what staff switched on; staff see everything.
export const activeOrStaff =
  (field = 'active'): Access =>
  ({ req: { user } }) => {
    if (hasRole(user, ['admin', 'staff'])) return true
    const where: Where = { [field]: { equals: true } }
    return where
  }
