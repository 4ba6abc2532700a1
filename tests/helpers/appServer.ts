import { spawn } from 'node:child_process'

import { testServerArgs } from '../../scripts/lib/spawnChild'
import { waitForHttp } from '../../scripts/lib/waitForHttp'

/**
 * Another production server on the tests' build and database, in its own process group so that
 * a test can kill it outright (SIGKILL, no shutdown) mid-flow.
 */
async function startServer(port: number, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, testServerArgs(port), {
    detached: true,
    stdio: 'ignore',
    env,
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  await waitForHttp(`${base}/api/packages?limit=1`, 90_000)
  return {
    base,
    /** Kills the whole server at once, as a crash or an OOM kill would. */
    kill: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      await exited
    },
  }
}

/** A server speaking to the fake Stripe. */
export async function startStripeServer(port: number) {
  const stripe = new URL(process.env.FAKE_STRIPE_URL ?? '')
  return startServer(port, {
    ...process.env,
    APP_URL: `http://127.0.0.1:${port}`,
    STRIPE_SECRET_KEY: 'sk_test_local_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_fake',
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_HOST: stripe.hostname,
    STRIPE_API_PORT: stripe.port,
    STRIPE_API_PROTOCOL: 'http',
  })
}

/** A server as `npm start` runs one: no site URL configured, only PORT. */
export async function startUnconfiguredServer(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) }
  delete env.NEXT_PUBLIC_SERVER_URL
  delete env.APP_URL
  return startServer(port, env)
}

/** A server whose gallery files live in a (fake) S3 bucket: `s3` is its S3_* settings. */
export function startS3Server(port: number, s3: Record<string, string>) {
  return startServer(port, { ...process.env, APP_URL: `http://127.0.0.1:${port}`, ...s3 })
}
