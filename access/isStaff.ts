import type { Access, FieldAccess } from 'payload'

import { checkRole } from './checkRole'

export const isStaff: Access = ({ req: { user } }) => checkRole(['admin', 'staff'], user)

export const isStaffField: FieldAccess = ({ req: { user } }) => checkRole(['admin', 'staff'], user)
