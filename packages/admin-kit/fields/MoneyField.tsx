'use client'

import { useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import { formatCad } from '@kernel'
import { fieldLabel } from './fieldLabel'
import { ReadOnlyValue } from './ReadOnlyValue'

/** A stored cents amount shown as '$399.00': code writes it, nobody types it. */
export const MoneyField: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number>({ path: path ?? field.name })
  return (
    <ReadOnlyValue label={fieldLabel(field, field.name)} className="money-field">
      {typeof value === 'number' && Number.isSafeInteger(value) ? formatCad(value) : '—'}
    </ReadOnlyValue>
  )
}
