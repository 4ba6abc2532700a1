'use client'

import { useRef } from 'react'

import { describedBy, Field } from './Field'
import { formatPhoneInput } from './formatPhone'
import type { useStepForm } from './useStepForm'
import { ui } from '@/components/ui/ui'

type Registered = ReturnType<ReturnType<typeof useStepForm>['register']>
// The registered handlers as plain props (`inputRef`, not `ref`): React's compiler reads an
// object carrying `ref` as a ref, not to be touched while rendering.
type FieldProps = Omit<Registered, 'ref'> & { inputRef: Registered['ref'] }

/** The customer's phone, formatted as (204) 123-4567 while typed. */
export function PhoneField({
  name,
  inputRef,
  onBlur,
  onChange,
  defaultValue,
  error,
}: FieldProps & {
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
