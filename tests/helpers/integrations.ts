import { googleControl } from './fakeGoogle'
import { telegramControl } from './fakeTelegram'
import { baseURL, testPayload } from './payload'
import type { StaffApi } from './staff'
import { invalidateBusyTimes } from '../../plugins/integrations/operations/googleBusyTimes'
import { writeIntegrationState } from '../../plugins/integrations/operations/integrationState'

/** Polls until `check` returns a truthy value (or throws after `ms`). */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The admin's OAuth round trip against the fake: start, then the callback with the same state. */
export async function connectGoogle(admin: StaffApi) {
  const start = await fetch(`${baseURL()}/api/auth/google`, {
    headers: admin.headers,
    redirect: 'manual',
  })
  const location = new URL(start.headers.get('location') ?? '')
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]
  const state = location.searchParams.get('state') ?? ''
  const callback = await fetch(
    `${baseURL()}/api/auth/google/callback?code=good-code&state=${encodeURIComponent(state)}`,
    { headers: { ...admin.headers, Cookie: cookie }, redirect: 'manual' },
  )
  invalidateBusyTimes()
  return { start, location, state, cookie, callback }
}

/** Nothing connected, fakes emptied, this process's busy cache cleared. */
export async function resetIntegrations() {
  const payload = await testPayload()
  await writeIntegrationState(payload, {
    googleTokens: null,
    googleStatus: 'none',
    googleDetail: null,
    googleUnreachableAt: null,
    spreadsheetId: null,
    spreadsheetUrl: null,
    telegramToken: null,
    telegramChatId: null,
    telegramWebhookSecret: null,
  })
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'integrations' } } })
  await googleControl('reset')
  await telegramControl('reset')
  invalidateBusyTimes()
}

type Job = {
  id: number | string
  taskSlug?: string | null
  input?: unknown
  completedAt?: string | null
  totalTried?: number | null
  processing?: boolean | null
  hasError?: boolean | null
}

/** The integration jobs of one task (newest first). */
export async function integrationJobs(task: string): Promise<Job[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: 'integrations' } }, { taskSlug: { equals: task } }] },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
  })
  return docs as Job[]
}

/** Time passes: every waiting integration job becomes due, and this process runs the queue. */
export async function runDueIntegrationJobs() {
  const payload = await testPayload()
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: 'integrations' } }, { completedAt: { exists: false } }] },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() } as never,
  })
  await payload.jobs.run({ queue: 'integrations', limit: 50 })
}
