'use client'

import { useField } from '@payloadcms/ui'
import type { ClientField } from 'payload'

import { formatDateLong, formatTimeOrDash, isValidDateString } from '@kernel'
import { fieldLabel } from './fieldLabel'
import { ReadOnlyValue } from './ReadOnlyValue'

type Option = string | { label: unknown; value: string }

function words(value: unknown, field: ClientField): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.map((v) => words(v, field)).join(', ') || '—'
  const options = ('options' in field ? field.options : undefined) as Option[] | undefined
  const match = options?.find((o) => (typeof o === 'string' ? o : o.value) === value)
  if (match && typeof match === 'object' && typeof match.label === 'string') return match.label
  const text = String(value)
  if (isValidDateString(text)) return formatDateLong(text)
  if (/^\d{2}:\d{2}$/.test(text)) return formatTimeOrDash(text)
  return text.replace(/_/g, ' ')
}

/** A stored code-written value (status, date, time, choice) in words, read-only. */
export function TextValueField({ field, path }: { field: ClientField; path?: string }) {
  const name = 'name' in field ? field.name : ''
  const { value } = useField<unknown>({ path: path ?? name })
  return (
    <ReadOnlyValue label={fieldLabel(field as { label?: unknown }, name)}>
      {words(value, field)}
    </ReadOnlyValue>
  )
}
