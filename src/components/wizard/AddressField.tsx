'use client'

import { useEffect, useRef, useState } from 'react'

import { AddressCombobox } from './AddressCombobox'
import type { useStepForm } from './useStepForm'

type Registered = ReturnType<ReturnType<typeof useStepForm>['register']>

/** The event address, with suggestions, across both columns of the customer form. */
export function AddressField({
  field,
  defaultValue,
  error,
}: {
  field: Registered
  defaultValue: string
  error?: string
}) {
  const [value, setValue] = useState(defaultValue)
  const input = useRef<HTMLInputElement | null>(null)
  // An address typed before the page's JavaScript arrived is kept, not reset to the default.
  useEffect(() => {
    const typed = input.current?.value
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM's value exists only after mount
    if (typed !== undefined && typed !== defaultValue) setValue(typed)
  }, [defaultValue])
  return (
    <div className="sm:col-span-2">
      <AddressCombobox
        name={field.name}
        inputRef={(el) => {
          input.current = el
          field.ref(el)
        }}
        value={value}
        onChange={(next) => {
          setValue(next)
          // The field's value is read from the element: let it render first.
          setTimeout(field.onChange, 0)
        }}
        onBlur={field.onBlur}
        error={error}
      />
    </div>
  )
}
