import type { Payload } from 'payload'

import { lifecycle } from './lifecycle'

type Cron = { pause(): boolean; isBusy(): boolean }

const JOB_WAIT_MS = 20_000 // a job run that outlasts this is cut; the next run re-reads its state

/**
 * On SIGTERM the job runner takes no new run at once; once requests are done, a run still going
 * is given time to finish, then Payload stops and its database pool closes.
 */
export function stopWithServer(payload: Payload): void {
  const crons = () => (payload as unknown as { crons: Cron[] }).crons
  const state = lifecycle()
  state.onDrain.push(() => crons().forEach((cron) => cron.pause()))
  state.onClose.push(async () => {
    const deadline = Date.now() + JOB_WAIT_MS
    while (crons().some((cron) => cron.isBusy()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    await payload.destroy()
    // destroy() leaves pg's pool open; a client never released must not hold the exit.
    const pool = (payload.db as unknown as { pool?: { end(): Promise<void> } }).pool
    await Promise.race([pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 2000))])
  })
}
