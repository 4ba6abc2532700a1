import { describe, expect, it } from 'vitest'

import { assertPaymentsConfigured } from './paymentGatewayFromEnv'

describe('assertPaymentsConfigured', () => {
  it('refuses a production server without Stripe keys unless the demo is allowed explicitly', () => {
    expect(() => assertPaymentsConfigured({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/)
    expect(() =>
      assertPaymentsConfigured({ NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: 'yes' }),
    ).toThrow()
    expect(() =>
      assertPaymentsConfigured({ NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: 'true' }),
    ).not.toThrow()
    expect(() =>
      assertPaymentsConfigured({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }),
    ).not.toThrow()
  })

  it('refuses a development server too unless allowed (npm run dev allows it on the embedded database)', () => {
    expect(() => assertPaymentsConfigured({ NODE_ENV: 'development' })).toThrow(/ALLOW_DEMO/)
    expect(() =>
      assertPaymentsConfigured({ NODE_ENV: 'development', ALLOW_DEMO_PAYMENTS: 'true' }),
    ).not.toThrow()
  })

  it('lets the production build (which takes no payments) run without keys', () => {
    expect(() =>
      assertPaymentsConfigured({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }),
    ).not.toThrow()
  })
})
