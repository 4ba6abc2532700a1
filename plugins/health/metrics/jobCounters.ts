import { Counter, Registry } from 'prom-client'
import type { Config } from 'payload'

/** This process's metrics; each server is scraped on its own and Prometheus sums them. */
export const registry = new Registry()

const jobRuns = new Counter({
  name: 'photobooth_job_runs_total',
  help: 'Job task runs on this server, by task and outcome (ok or error).',
  labelNames: ['task', 'outcome'] as const,
  registers: [registry],
})

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
