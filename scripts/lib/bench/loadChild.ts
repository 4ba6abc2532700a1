// The load generator in a process of its own (bench:cluster), so its CPU is not the parent's:
// reads one job from argv as JSON, prints its result as the last line of stdout.
import { bookingTarget } from './benchTargets'
import { loadTest, type LoadTarget } from './loadTest'

export type TargetSpec =
  { kind: 'landing' } | { kind: 'booking'; today: string; firstOffset: number }
export type LoadJob = {
  url: string
  target: TargetSpec
  opts: { connections: number; seconds?: number; amount?: number }
}

export const LANDING: LoadTarget = { name: 'GET / (landing HTML)', method: 'GET', path: () => '/' }

export const targetFor = (spec: TargetSpec): LoadTarget =>
  spec.kind === 'landing' ? LANDING : bookingTarget(spec.today, spec.firstOffset)

if (process.argv[2]) {
  const job = JSON.parse(process.argv[2]) as LoadJob
  const result = await loadTest(job.url, targetFor(job.target), job.opts)
  console.log(JSON.stringify(result))
}
