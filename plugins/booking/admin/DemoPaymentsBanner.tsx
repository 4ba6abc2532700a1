import { Banner } from '@payloadcms/ui'

import { demoPaymentsActive } from '../adapters/paymentsConfigured'

/** Above every admin page while no card is charged: bookings "paid" now are not paid. */
export function DemoPaymentsBanner() {
  if (!demoPaymentsActive()) return null
  return (
    <div style={{ padding: '0 var(--gutter-h)' }}>
      <Banner type="error">
        <strong>Demo payments are on.</strong> No card is charged: bookings confirmed now are not
        paid. Set the STRIPE_* keys to take real payments.
      </Banner>
    </div>
  )
}
