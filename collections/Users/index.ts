import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isAdminOrSelf } from '../../access/isAdminOrSelf'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Staff' },
  auth: { tokenExpiration: 60 * 60 * 12, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: {
    // Only staff may enter the admin panel at all.
    admin: ({ req: { user } }) => Boolean(user?.roles?.length),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['staff'],
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Staff', value: 'staff' },
      ],
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      hooks: { beforeChange: [firstUserIsAdmin] },
    },
  ],
}
