import type { User } from '@/payload-types'

export type Role = 'admin' | 'staff'

// Staff pages and writes hinge on this one predicate.
export const checkRole = (roles: Role[], user?: Partial<User> | null): boolean =>
  Boolean(user?.roles?.some((role) => roles.includes(role as Role)))
