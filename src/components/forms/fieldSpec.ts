import type { RegisterOptions } from 'react-hook-form'

// The server's own email rule, so the browser refuses exactly what the server would.
import { isEmail } from '@kernel'

export type FieldSpec<Name extends string = string> = {
  name: Name
  label: string
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'time'
  required?: boolean
  autoComplete?: string
  placeholder?: string
  /** Overrides '{label} is required' where that reads badly. */
  requiredMessage?: string
}

/**
 * Client-side rules from the field list: required fields non-blank, email fields valid.
 * react-hook-form's own rules, so no schema library ships to the browser.
 */
export function rulesFor(field: FieldSpec): RegisterOptions<Record<string, string>> {
  return {
    validate: (raw) => {
      const value = (raw ?? '').trim()
      if (field.required && !value) return field.requiredMessage ?? `${field.label} is required`
      if (field.type === 'email' && value && !isEmail(value))
        return 'Please enter a valid email address'
      return true
    },
  }
}
