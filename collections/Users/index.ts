import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@server-kit'
import { isAdminOrSelf } from '../../access/isAdminOrSelf'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { equalizeLoginTime } from './hooks/equalizeLoginTime'
import { clearLoginThrottle, throttleAuth } from './hooks/throttleAuth'
import { resetPasswordEmailHTML } from './resetPasswordEmail'
import { secureCookies } from './secureCookies'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Staff' },
  auth: {
    tokenExpiration: 60 * 60 * 12,
    // No lockout (anyone could lock the owner out): throttleAuth slows attackers instead.
    maxLoginAttempts: 0,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    forgotPassword: { generateEmailHTML: resetPasswordEmailHTML },
  },
  hooks: {
    beforeOperation: [throttleAuth, equalizeLoginTime],
    afterLogin: [clearLoginThrottle],
  },
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
        { label: 'Attendant (event crew)', value: 'attendant' },
      ],
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      hooks: { beforeChange: [firstUserIsAdmin] },
    },
  ],
}
