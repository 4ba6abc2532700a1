import type { Access } from 'payload'

import { hasRole } from '@server-kit'

const userId = (user: unknown) => (user as { id?: number } | null)?.id

/** Staff see every row; an attendant only the rows that name them; anyone else nothing. */
export const staffOrOwnRows =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (hasRole(user, ['admin', 'staff'])) return true
    if (hasRole(user, ['attendant']) && userId(user)) return { [field]: { equals: userId(user) } }
    return false
  }

/** Staff, or an attendant (the catalog of packing items they read on a run sheet). */
export const staffOrAttendant: Access = ({ req: { user } }) =>
  hasRole(user, ['admin', 'staff', 'attendant'])
