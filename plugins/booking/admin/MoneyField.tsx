'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import { formatCad } from '../core/format'

/** A stored amount in cents, shown read-only as '$399.00' on an edit view. */
export const MoneyField: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number>({ path: path ?? field.name })
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className="field-type money-field" style={{ flex: '1 1 0%', marginBottom: 'var(--base)' }}>
      <FieldLabel label={label} path={path} />
      <div style={{ fontVariantNumeric: 'tabular-nums', padding: '8px 0' }}>
        {typeof value === 'number' && Number.isSafeInteger(value) ? formatCad(value) : '—'}
      </div>
    </div>
  )
}
