import type { Access, FieldAccess } from 'payload'

// `attendant`: event-day crew who see only their own assigned events (plugins/crew).
export type Role = 'admin' | 'staff' | 'attendant'

// Staff pages and writes hinge on this one predicate (the host's access/ re-exports it).
export const hasRole = (user: unknown, roles: Role[]): boolean =>
  Boolean(
    (user as { roles?: string[] } | null | undefined)?.roles?.some((r) =>
      roles.includes(r as Role),
    ),
  )

export const isStaff: Access = ({ req: { user } }) => hasRole(user, ['admin', 'staff'])
export const isStaffField: FieldAccess = ({ req: { user } }) => hasRole(user, ['admin', 'staff'])
export const isAdmin: Access = ({ req: { user } }) => hasRole(user, ['admin'])
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, ['admin'])
