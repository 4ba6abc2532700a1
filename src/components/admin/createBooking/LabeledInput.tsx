'use client'

import type { InputHTMLAttributes } from 'react'

import { inputStyle, labelStyle } from '../../../../plugins/booking/admin/formStyles'

/** A labelled native input in Payload's theme colours. */
export function LabeledInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label style={labelStyle}>
      {label}
      <input style={inputStyle} {...input} />
    </label>
  )
}
