'use client'

import { useRef } from 'react'

import { describedBy, Field } from './Field'
import { formatPhoneInput } from './formatPhone'
import type { StepFieldProps } from './useStepForm'
import { ui } from '@/components/ui/ui'

/** The customer's phone, formatted as (204) 123-4567 while typed. */
export function PhoneField(props: StepFieldProps) {
  const { name, inputRef, onBlur, onChange, defaultValue, error } = props
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
        name={name}
        ref={inputRef}
        defaultValue={defaultValue}
        onBlur={onBlur}
        onChange={(ev) => {
          ev.target.value = formatPhoneInput(ev.target.value, previous.current)
          previous.current = ev.target.value
          onChange()
        }}
      />
    </Field>
  )
}
