import type { Access, Where } from 'payload'

import { checkRole } from './checkRole'

// Visitors see only what staff switched on; staff see everything.
export const activeOrStaff =
  (field = 'active'): Access =>
  ({ req: { user } }) => {
    if (checkRole(['admin', 'staff'], user)) return true
    const where: Where = { [field]: { equals: true } }
    return where
  }
