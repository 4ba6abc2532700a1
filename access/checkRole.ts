import { hasRole, type Role } from '@server-kit'

import type { User } from '@/payload-types'

export type { Role }

// One predicate for the host and the plugins: it lives in packages/server-kit.
export const checkRole = (roles: Role[], user?: Partial<User> | null): boolean =>
  hasRole(user, roles)
