import fs from 'node:fs'
import path from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

// Each file's seconds in a full run (scripts/recordFileDurations.ts writes it from the JSON
// report). A fresh clone has no vitest cache, and vitest then orders by file size: the cluster
// test (55 s, a small file) started last and one worker ran alone at the end. Longest first keeps
// both workers busy to the end. A file not listed counts as a short one.
const DURATIONS = path.join(import.meta.dirname, 'fileDurations.json')
const UNKNOWN_SECONDS = 1

/** vitest's order (groups, projects), and within a project the longest files first. */
export class DurationSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds: Record<string, number> = fs.existsSync(DURATIONS)
      ? JSON.parse(fs.readFileSync(DURATIONS, 'utf8'))
      : {}
    const root = this.ctx.config.root
    const of = (spec: TestSpecification) =>
      seconds[path.relative(root, spec.moduleId)] ?? UNKNOWN_SECONDS
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder
    return [...files].sort(
      (a, b) =>
        group(a) - group(b) ||
        (a.project.name === b.project.name
          ? of(b) - of(a)
          : a.project.name < b.project.name
            ? -1
            : 1),
    )
  }
}
