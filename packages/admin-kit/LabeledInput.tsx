'use client'

import { type InputHTMLAttributes, useId } from 'react'

import { inputStyle, labelStyle } from './formStyles'

/** A labelled native input in Payload's theme colours (label tied by id: a clean accessible name). */
export function LabeledInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div style={labelStyle}>
      <label htmlFor={id}>{label}</label>
      <input id={id} style={inputStyle} {...input} />
    </div>
  )
}
