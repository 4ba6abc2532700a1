import type { Config } from 'payload'

type AutoRun = { cron?: string; queue?: string }

/**
 * Gives every autoRun queue one cron (JOBS_AUTORUN_CRON, e.g. `*\/10 * * * * *` for every 10
 * seconds): for tests, or to pick up queued work sooner. Unset, each plugin's own cron stands.
 */
export const pollJobsEvery =
  (cron: string | undefined) =>
  (config: Config): Config => {
    const autoRun = config.jobs?.autoRun
    if (!cron || !Array.isArray(autoRun)) return config
    return {
      ...config,
      jobs: { ...config.jobs, autoRun: (autoRun as AutoRun[]).map((run) => ({ ...run, cron })) },
    }
  }
