'use client'

import { useField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'

import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'
import { fieldLabel } from './fieldLabel'
import { ReadOnlyValue } from './ReadOnlyValue'

/** A stored instant on Winnipeg wall clocks ('Nov 23, 2026, 3:05 PM'), read-only. */
export const InstantField: DateFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  return (
    <ReadOnlyValue label={fieldLabel(field, field.name)}>
      {value ? formatWinnipegInstant(value) : '—'}
    </ReadOnlyValue>
  )
}
