'use client'

import { useField } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { restApi } from '@api-client'
import { targetLink } from '@admin-kit/adminStyles'
import { fieldLabel } from '@admin-kit/fields/fieldLabel'
import { ReadOnlyValue } from '@admin-kit/fields/ReadOnlyValue'

/**
 * A link to what the quote points at (its lead, its booking), by name: Payload's read-only
 * relationship select hides a focusable arrow from screen readers (axe aria-hidden-focus).
 */
export const RelationLinkField: RelationshipFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number | { id: number } | null>({ path: path ?? field.name })
  const id = value && typeof value === 'object' ? value.id : value
  const collection = String(field.relationTo)
  const [title, setTitle] = useState('')
  useEffect(() => {
    if (!id) return
    const query = `where[id][equals]=${id}&depth=0&limit=1`
    void restApi.find({ collection, query }).then((r) => {
      const doc = r.ok ? r.data.docs[0] : undefined
      setTitle(String(doc?.name ?? doc?.reference ?? ''))
    })
  }, [collection, id])
  return (
    <ReadOnlyValue label={fieldLabel(field, field.name)}>
      {id ? (
        <a href={`/admin/collections/${collection}/${id}`} style={targetLink}>
          {title || `Open (#${id})`}
        </a>
      ) : (
        '—'
      )}
    </ReadOnlyValue>
  )
}
