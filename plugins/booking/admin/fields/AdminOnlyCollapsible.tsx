import { CollapsibleField } from '@payloadcms/ui'
import type { ClientField, CollapsibleFieldClient } from 'payload'

import { hasRole } from '@server-kit'

type Props = {
  user?: unknown
  clientField: ClientField
  path: string
  permissions?: unknown
  readOnly?: boolean
  schemaPath?: string
  indexPath?: string
  parentPath?: string
  parentSchemaPath?: string
}

/**
 * Payload's collapsible, rendered for admins only (a collapsible's `condition` still shows its
 * header): staff read the same facts, formatted, in the booking workspace.
 */
export function AdminOnlyCollapsible(props: Props) {
  if (!hasRole(props.user, ['admin'])) return null
  const { clientField, path, readOnly, schemaPath, indexPath, parentPath, parentSchemaPath } = props
  return (
    <CollapsibleField
      field={clientField as CollapsibleFieldClient}
      indexPath={indexPath}
      parentPath={parentPath}
      parentSchemaPath={parentSchemaPath}
      path={path}
      permissions={props.permissions as never}
      readOnly={readOnly}
      schemaPath={schemaPath}
    />
  )
}
