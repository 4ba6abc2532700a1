'use client'

import { type Control, Controller } from 'react-hook-form'

import type { CustomerForm } from './customerSchema'
import { describedBy, Field } from './Field'
import { formatPhoneInput } from './formatPhone'
import { ui } from '@/components/ui/ui'

/** The customer's phone, formatted as (204) 123-4567 while typed. */
export function PhoneField({ control }: { control: Control<CustomerForm> }) {
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field, fieldState }) => (
        <Field id="customer-phone" label="Phone" error={fieldState.error?.message}>
          <input
            className={ui.input}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="(204) 123-4567"
            {...describedBy('customer-phone', fieldState.error?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(ev) => field.onChange(formatPhoneInput(ev.target.value, field.value))}
          />
        </Field>
      )}
    />
  )
}
