'use client'

import { useEffect, useRef, useState } from 'react'

import { AddressCombobox } from './AddressCombobox'
import type { StepFieldProps } from './useStepForm'

/** The event address, with suggestions, across both columns of the customer form. */
export function AddressField(props: StepFieldProps) {
  const { name, inputRef, onBlur, onChange, defaultValue, error } = props
  const [value, setValue] = useState(defaultValue)
  const input = useRef<HTMLInputElement | null>(null)
  // An address typed before the page's JavaScript arrived is kept, not reset to the default.
  useEffect(() => {
    const typed = input.current?.value
    if (typed !== undefined && typed !== defaultValue) setValue(typed)
  }, [defaultValue])
  return (
    <div className="sm:col-span-2">
      <AddressCombobox
        name={name}
        inputRef={(el) => {
          input.current = el
          inputRef(el)
        }}
        value={value}
        onChange={(next) => {
          setValue(next)
          // The field's value is read from the element: let it render first.
          setTimeout(onChange, 0)
        }}
        onBlur={onBlur}
        error={error}
      />
    </div>
  )
}
