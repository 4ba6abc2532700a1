import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

/**
 * Each app server's last answer to the load balancer's readiness check (`/api/ready`), so the
 * health check (on whichever server runs it) sees a server that stopped being ready. Written by
 * the readiness route only; a server that drains on purpose removes its row.
 */
export const HealthServers: CollectionConfig = {
  slug: 'health-servers',
  labels: { singular: 'Server readiness', plural: 'Server readiness' },
  admin: { useAsTitle: 'server', group: 'Work', hidden: true },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'server', type: 'text', required: true, unique: true, index: true },
    { name: 'readyAt', type: 'date', required: true },
    { name: 'checkedAt', type: 'date', required: true },
    { name: 'reason', type: 'text' },
  ],
}
