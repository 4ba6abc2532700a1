'use client'

import { type SelectHTMLAttributes, useId } from 'react'

import { inputStyle, labelStyle } from './formStyles'

/** A labelled native select in Payload's theme colours; options as [value, label]. */
export function LabeledSelect({
  label,
  options,
  ...select
}: { label: string; options: [string, string][] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div style={labelStyle}>
      <label htmlFor={id}>{label}</label>
      <select id={id} style={inputStyle} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
