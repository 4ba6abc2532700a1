import type { CollectionAdminOptions } from 'payload'

import { hasRole } from '@server-kit'

/**
 * A technical collection (what code writes: reservations, gateway events, logs, raw messages):
 * listed under "System" and opened by admins only. Staff work from the views that read it.
 */
export const systemCollection = {
  group: 'System',
  hidden: ({ user }: { user: unknown }) => !hasRole(user, ['admin']),
} satisfies Pick<CollectionAdminOptions, 'group' | 'hidden'>
