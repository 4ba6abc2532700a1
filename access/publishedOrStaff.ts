import type { Access } from 'payload'

import { checkRole } from './checkRole'

export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (checkRole(['admin', 'staff'], user)) return true
  return { _status: { equals: 'published' } }
}
