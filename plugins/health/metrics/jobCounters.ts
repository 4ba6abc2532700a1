import { Counter } from 'prom-client'
import type { Config } from 'payload'

import { metricsRegistry, sharedMetric } from '@server-kit'

/** This process's metrics (shared with the request timing); each server is scraped on its own. */
export const registry = metricsRegistry()

const jobRuns = sharedMetric(
  'photobooth_job_runs_total',
  (registers) =>
    new Counter({
      name: 'photobooth_job_runs_total',
      help: 'Job task runs on this server, by task and outcome (ok or error).',
      labelNames: ['task', 'outcome'] as const,
      registers: [registers],
    }),
)

/** A task as a config lists it, whatever its slug. */
export type AnyTask = NonNullable<NonNullable<Config['jobs']>['tasks']>[number]

/** Wraps each task's handler to count its runs and failures (the handler is unchanged). */
export function countJobRuns(tasks: AnyTask[]): AnyTask[] {
  return tasks.map((task) => {
    const handler = task.handler
    if (typeof handler !== 'function') return task
    return {
      ...task,
      handler: async (args) => {
        try {
          const out = await handler(args)
          jobRuns.inc({ task: task.slug, outcome: 'ok' })
          return out
        } catch (error) {
          jobRuns.inc({ task: task.slug, outcome: 'error' })
          throw error
        }
      },
    } as AnyTask
  })
}
