'use client'

import { useRef } from 'react'

import { describedBy, Field } from './Field'
import { formatPhoneInput } from './formatPhone'
import type { useStepForm } from './useStepForm'
import { ui } from '@/components/ui/ui'

type Registered = ReturnType<ReturnType<typeof useStepForm>['register']>

/** The customer's phone, formatted as (204) 123-4567 while typed. */
export function PhoneField({
  field,
  defaultValue,
  error,
}: {
  field: Registered
  defaultValue: string
  error?: string
}) {
  const previous = useRef(defaultValue)
  return (
    <Field id="customer-phone" label="Phone" error={error}>
      <input
        className={ui.input}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="(204) 123-4567"
        {...describedBy('customer-phone', error)}
        name={field.name}
        ref={field.ref}
        defaultValue={defaultValue}
        onBlur={field.onBlur}
        onChange={(ev) => {
          ev.target.value = formatPhoneInput(ev.target.value, previous.current)
          previous.current = ev.target.value
          field.onChange()
        }}
      />
    </Field>
  )
}
