// The process's one Prometheus registry. Next bundles instrumentation (which times requests) and
// the route handlers (which count jobs and serve /api/metrics) separately, each with its own
// module instances: the registry and its metrics live on globalThis, made once.
import { Registry, type Metric } from 'prom-client'

const KEY = Symbol.for('photobooth.metrics')

export function metricsRegistry(): Registry {
  const g = globalThis as { [KEY]?: Registry }
  return (g[KEY] ??= new Registry())
}

/** The metric of this name, made (and registered) the first time any bundle asks. */
export function sharedMetric<M extends Metric>(name: string, make: (registry: Registry) => M): M {
  const registry = metricsRegistry()
  return (registry.getSingleMetric(name) as M | undefined) ?? make(registry)
}
