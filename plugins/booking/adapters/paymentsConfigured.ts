// No imports: next.config.ts runs this check as the server starts.

/** True while bookings are "paid" through the demo gateway (no card is charged). */
export const demoPaymentsActive = (env: NodeJS.ProcessEnv = process.env) => !env.STRIPE_SECRET_KEY

/**
 * A server without Stripe keys would take bookings nobody pays for: refuse to start unless
 * ALLOW_DEMO_PAYMENTS=true says so explicitly. npm start / npm run dev set it only for the
 * embedded local database; npm test sets it for its own servers. Unit tests (NODE_ENV=test) pass.
 */
export function assertPaymentsConfigured(env: NodeJS.ProcessEnv = process.env) {
  if (env.STRIPE_SECRET_KEY || env.ALLOW_DEMO_PAYMENTS === 'true' || env.NODE_ENV === 'test') return
  if (env.NEXT_PHASE === 'phase-production-build') return // building pages takes no payments
  throw new Error(
    'STRIPE_SECRET_KEY is not set: set it (see .env.example), or ALLOW_DEMO_PAYMENTS=true to run the demo gateway.',
  )
}
