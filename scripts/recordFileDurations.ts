/**
 * Writes tests/helpers/fileDurations.json (each integration file's seconds) from a full run's
 * JSON report, for the longest-first order of tests/helpers/durationSequencer.ts. Run after a
 * full `npm test` on a quiet machine: `npx tsx scripts/recordFileDurations.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const report = JSON.parse(fs.readFileSync(path.join(root, 'test-reports/vitest.json'), 'utf8')) as {
  testResults: { name: string; startTime: number; endTime: number }[]
}
const seconds = Object.fromEntries(
  report.testResults
    .map((r) => [path.relative(root, r.name), Math.round((r.endTime - r.startTime) / 100) / 10])
    .filter(([name]) => String(name).startsWith('tests/int/'))
    .sort(([a], [b]) => String(a).localeCompare(String(b))),
)
const out = path.join(root, 'tests/helpers/fileDurations.json')
fs.writeFileSync(out, `${JSON.stringify(seconds, null, 2)}\n`)
console.log(`${Object.keys(seconds).length} files written to ${path.relative(root, out)}`)
