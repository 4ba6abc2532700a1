import { afterEach, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

// Behind several app servers only one should run the scheduled jobs (README, production).
describe('scheduled jobs', () => {
  afterEach(() => {
    delete process.env.JOBS_AUTORUN
  })

  it('run on the booking and integrations queues, unless JOBS_AUTORUN=false on this server', async () => {
    const payload = await testPayload()
    const { autoRun, shouldAutoRun } = payload.config.jobs
    const crons = (autoRun as { cron: string; queue: string }[]).map((r) => `${r.queue} ${r.cron}`)
    expect(crons).toEqual(expect.arrayContaining(['booking */5 * * * *', 'integrations * * * * *']))
    expect(shouldAutoRun).toBeTypeOf('function')
    expect(await shouldAutoRun!(payload)).toBe(true)
    process.env.JOBS_AUTORUN = 'false'
    expect(await shouldAutoRun!(payload)).toBe(false)
  })
})
