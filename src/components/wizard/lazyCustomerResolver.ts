import type { Resolver } from 'react-hook-form'

import type { CustomerForm } from './customerSchema'

let validation: Promise<Resolver<CustomerForm>> | null = null

/** The zod resolver for step 1, fetched on first use: zod is not part of the start-up JS. */
export function loadCustomerValidation(): Promise<Resolver<CustomerForm>> {
  validation ??= Promise.all([import('./customerSchema'), import('@hookform/resolvers/zod')]).then(
    ([{ customerSchema }, { zodResolver }]) =>
      zodResolver(customerSchema) as Resolver<CustomerForm>,
  )
  // A failed fetch (flaky network) is retried on the next validation.
  validation.catch(() => (validation = null))
  return validation
}

export const lazyCustomerResolver: Resolver<CustomerForm> = async (values, context, options) =>
  (await loadCustomerValidation())(values, context, options)
