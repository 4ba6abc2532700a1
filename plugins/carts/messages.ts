import type { ErrorTable } from '@server-kit'

/** Cart failures: code → HTTP status and message. */
export const cartErrors = {
  cart_not_found: { status: 404, message: 'Cart not found.' },
  recovery_invalid: {
    status: 404,
    message: 'This link has already been used or has expired. Your booking can start again here.',
  },
} as const satisfies ErrorTable<string>
