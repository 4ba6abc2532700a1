import type { PayloadRequest } from 'payload'

import { demoGateway } from './demoGateway'
import type { GatewayFactory, PaymentGateway } from './PaymentGateway'
import { stripeGateway } from './stripeGateway'

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the demo gateway (payload.config.ts chooses). */
export function paymentGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayFactory {
  if (!env.STRIPE_SECRET_KEY) return (req: PayloadRequest) => demoGateway(req)
  let stripe: PaymentGateway | undefined
  const secretKey = env.STRIPE_SECRET_KEY
  return () =>
    (stripe ??= stripeGateway({
      secretKey,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      host: env.STRIPE_API_HOST || undefined,
      port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
      protocol: (env.STRIPE_API_PROTOCOL as 'http' | 'https' | undefined) || undefined,
    }))
}

export { assertPaymentsConfigured, demoPaymentsActive } from './paymentsConfigured'
