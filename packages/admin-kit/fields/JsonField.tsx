'use client'

import { useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { fieldLabel } from './fieldLabel'
import { FormattedJson } from './FormattedJson'
import { ReadOnlyValue } from './ReadOnlyValue'

/** Replaces Payload's JSON editor (Monaco from a CDN) with a read-only formatted view. */
export const JsonField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  return (
    <ReadOnlyValue label={fieldLabel(field, field.name)}>
      <FormattedJson value={value} />
    </ReadOnlyValue>
  )
}
