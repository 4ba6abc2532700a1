import type { Access, FieldAccess } from 'payload'

import { checkRole } from './checkRole'

export const isAdmin: Access = ({ req: { user } }) => checkRole(['admin'], user)

export const isAdminField: FieldAccess = ({ req: { user } }) => checkRole(['admin'], user)
