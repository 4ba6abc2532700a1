'use client'

import { CollapsibleField, useAuth } from '@payloadcms/ui'
import type { CollapsibleFieldClientProps } from 'payload'

// By path: browser bundles reach this file, and the kit's index is server-only.
import { hasRole } from '../../server-kit/roles'

/**
 * Payload's collapsible, rendered for admins only (a collapsible's `condition` still shows its
 * header): staff read the same facts, formatted, in the booking workspace. The user comes from
 * the admin's auth context, which every render of the form has (a server prop is not passed
 * again when the form state is rebuilt).
 */
export function AdminOnlyCollapsible(props: CollapsibleFieldClientProps) {
  const { user } = useAuth()
  if (!hasRole(user, ['admin'])) return null
  return <CollapsibleField {...props} />
}
