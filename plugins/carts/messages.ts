import type { ErrorTable } from '@server-kit'

/** Cart failures: code → HTTP status and message. */
export const cartErrors = {
  cart_not_found: { status: 404, message: 'Cart not found.' },
} as const satisfies ErrorTable<string>
