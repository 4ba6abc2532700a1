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

export { assertPaymentsConfigured, demoPaymentsActive } from './paymentsConfigured'
