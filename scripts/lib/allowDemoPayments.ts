/**
 * The demo gateway turns on by itself only for the embedded local database: anywhere else a
 * server without Stripe keys refuses to start unless ALLOW_DEMO_PAYMENTS=true is set by hand.
 */
export function allowDemoPaymentsLocally(db: { embedded: boolean }) {
  if (process.env.STRIPE_SECRET_KEY || process.env.ALLOW_DEMO_PAYMENTS) return
  if (!db.embedded) return
  process.env.ALLOW_DEMO_PAYMENTS = 'true'
  console.log(
    'Payments: demo gateway on the embedded database (no card is charged). Set STRIPE_SECRET_KEY for real payments.',
  )
}
