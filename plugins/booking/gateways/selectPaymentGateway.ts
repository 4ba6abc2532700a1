import type { PayloadRequest } from 'payload'

import { demoGateway } from './demoGateway'
import type { PaymentGateway } from './PaymentGateway'
import { stripeGateway } from './stripeGateway'

let stripe: PaymentGateway | undefined

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the demo gateway. */
export function selectPaymentGateway(
  req: PayloadRequest,
  env: NodeJS.ProcessEnv = process.env,
): PaymentGateway {
  if (!env.STRIPE_SECRET_KEY) return demoGateway(req)
  stripe ??= stripeGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
    protocol: (env.STRIPE_API_PROTOCOL as 'http' | 'https' | undefined) || undefined,
  })
  return stripe
}

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
