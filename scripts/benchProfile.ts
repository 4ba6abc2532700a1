/**
 * Where the server's CPU goes under load: `next start` runs with V8's CPU profiler, each chosen
 * endpoint of `npm run bench` is loaded in turn, and the samples of each load window are summed
 * (self time by package, inclusive time by frame). Names are readable in a build without server
 * minification (`experimental.serverMinification: false`, not committed); minified, the bundle's
 * frames are single letters but the packages still add up.
 *   npm run bench:profile   (PROFILE_TARGETS=availability,quote, BENCH_SECONDS=10,
 *                            BENCH_CONNECTIONS=10, PROFILE_DIR=/tmp/bench-profile, PROFILE_TOP=12,
 *                            SKIP_BUILD=true)
 */
import fs from 'node:fs'
import path from 'node:path'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { benchTargets } from './lib/bench/benchTargets'
import { startBenchServer } from './lib/bench/benchServer'
import { summarizeProfile, type CpuProfile, type ProfileRow } from './lib/bench/cpuProfileSummary'
import { loadTest, resultHeader, resultLine } from './lib/bench/loadTest'
import { loadEnv } from './lib/env'

loadEnv()
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const wanted = (process.env.PROFILE_TARGETS || 'availability,quote').split(',')
const top = Number(process.env.PROFILE_TOP || 12)
const dir = path.resolve(process.env.PROFILE_DIR || '/tmp/bench-profile')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const { url, stop, serverPid } = await startBenchServer(Number(process.env.BENCH_PORT || 3400), {
  NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
})
const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
const targets = benchTargets(today).filter(
  (t) => t.name.includes('Payload REST') || wanted.some((w) => t.name.includes(w)),
)
const windows: { name: string; start: number; end: number }[] = []
try {
  for (const t of targets) await loadTest(url, t, { connections: 1, amount: 50 })
  console.log(`\n${seconds} s per endpoint, ${connections} connections, profiled server\n`)
  console.log(resultHeader())
  for (const t of targets) {
    const start = Date.now()
    console.log(resultLine(await loadTest(url, t, { connections, seconds, serverPid })))
    windows.push({ name: t.name, start, end: Date.now() })
  }
} finally {
  await stop()
}
const exitedAt = Date.now()

// The profile is written as the server exits: its end is (about) `exitedAt` on this clock.
const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
if (!file) throw new Error(`no profile written in ${dir}`)
const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile
const lengthMs = (profile.endTime - profile.startTime) / 1000
const line = (r: ProfileRow) =>
  `${r.ms.toFixed(0).padStart(7)} ms ${(100 * r.share).toFixed(1).padStart(5)} %  ${r.name}`
for (const w of windows) {
  const s = summarizeProfile(
    profile,
    lengthMs - (exitedAt - w.start),
    lengthMs - (exitedAt - w.end),
    top,
  )
  console.log(`\n${w.name}: ${s.totalMs.toFixed(0)} ms of samples\n  self time by package:`)
  for (const r of s.byHome) console.log(`  ${line(r)}`)
  console.log('  inclusive time by frame:')
  for (const r of s.frames) console.log(`  ${line(r)}`)
}
console.log(`\nProfile: ${path.join(dir, file)} (open it in Chrome DevTools' Performance panel)`)
