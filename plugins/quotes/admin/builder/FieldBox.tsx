'use client'

import { type ReactElement, type ReactNode, useId } from 'react'

import { labelStyle } from '@admin-kit/formStyles'

export type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

/**
 * A labelled control with its hint and the server's error under it, tied by id so a screen
 * reader reads the error with the field (the builder's one field layout).
 */
export function FieldBox({
  label,
  error,
  hint,
  testId,
  children,
}: {
  label: string
  error?: string
  hint?: ReactNode
  testId?: string
  children: (control: Control) => ReactElement
}) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div style={labelStyle} data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described.length ? { 'aria-describedby': described.join(' ') } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} style={{ color: 'var(--theme-elevation-650)' }}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} role="alert" style={{ color: 'var(--theme-error-600)' }}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
