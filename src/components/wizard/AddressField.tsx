'use client'

import { type Control, Controller } from 'react-hook-form'

import { AddressCombobox } from './AddressCombobox'
import type { CustomerForm } from './customerSchema'

/** The event address, with suggestions, across both columns of the customer form. */
export function AddressField({ control }: { control: Control<CustomerForm> }) {
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <AddressCombobox
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  )
}
