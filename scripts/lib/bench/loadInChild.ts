import { runNode, tsxScript } from '../spawnChild'
import type { LoadJob } from './loadChild'
import type { LoadResult } from './loadTest'

/** Runs one load test in a child process (scripts/lib/bench/loadChild.ts) and returns its figures. */
export async function loadInChild(job: LoadJob): Promise<LoadResult> {
  const run = runNode(
    [...tsxScript('scripts/lib/bench/loadChild.ts'), JSON.stringify(job)],
    {},
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let out = ''
  run.child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const code = await run.done
  const last = out.trim().split('\n').pop() ?? ''
  if (code !== 0 || !last.startsWith('{')) throw new Error(`load generator exited ${code}: ${out}`)
  return JSON.parse(last) as LoadResult
}
