// Runs once when a Next.js server starts: record each request's socket address for per-client
// limits, give each request an id, drain on SIGTERM, log JSON lines in production, and refuse to
// serve payments misconfigured (see README).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Per-client limits key on the socket's address; stamp it before any request is handled.
  const { installPeerHeader } = await import('./packages/server-kit/clientAddress')
  installPeerHeader()
  const { installServerHooks } = await import('./packages/server-kit/serverHooks')
  installServerHooks()
  if (process.env.NODE_ENV === 'production') {
    const { installJsonConsole } = await import('./packages/server-kit/jsonConsole')
    if (process.env.LOG_FORMAT !== 'pretty') installJsonConsole()
    const { installGracefulShutdown } = await import('./packages/server-kit/gracefulShutdown')
    installGracefulShutdown()
  }
  // Only the gateway check (booking's boot entry), before anything else loads.
  const { assertPaymentsConfigured } = await import('./plugins/booking/boot')
  try {
    assertPaymentsConfigured()
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`)
    process.exit(1)
  }
}
