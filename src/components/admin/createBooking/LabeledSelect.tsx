'use client'

import type { SelectHTMLAttributes } from 'react'

import { inputStyle, labelStyle } from '../../../../plugins/booking/admin/formStyles'

/** A labelled native select in Payload's theme colours; options as [value, label]. */
export function LabeledSelect({
  label,
  options,
  ...select
}: { label: string; options: [string, string][] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label style={labelStyle}>
      {label}
      <select style={inputStyle} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}
