// Runs once when a Next.js server starts: refuse to serve payments misconfigured (see README).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertPaymentsConfigured } =
    await import('./plugins/booking/adapters/paymentGatewayFromEnv')
  try {
    assertPaymentsConfigured()
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`)
    process.exit(1)
  }
}
