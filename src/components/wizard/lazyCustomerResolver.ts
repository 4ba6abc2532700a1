import type { CustomerForm } from './customerSchema'

/** Field → its first message; empty when the form is valid. */
export type CustomerErrors = Partial<Record<keyof CustomerForm, string>>
type Validate = (values: CustomerForm) => CustomerErrors

let validation: Promise<Validate> | null = null

/**
 * Step 1's rules, fetched on first use: zod is not part of the start-up JS. Each field gets the
 * first issue zod reports for it (what @hookform/resolvers' zodResolver showed).
 */
export function loadCustomerValidation(): Promise<Validate> {
  validation ??= import('./customerSchema').then(({ customerSchema }) => (values) => {
    const parsed = customerSchema.safeParse(values)
    const errors: CustomerErrors = {}
    if (parsed.success) return errors
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CustomerForm
      errors[field] ??= issue.message
    }
    return errors
  })
  // A failed fetch (flaky network) is retried on the next validation.
  validation.catch(() => (validation = null))
  return validation
}
