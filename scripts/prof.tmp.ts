import { todayInZone } from '../plugins/booking/core'
import { benchTargets } from './lib/bench/benchTargets'
import { startBenchServer } from './lib/bench/benchServer'
import { loadTest, resultLine } from './lib/bench/loadTest'
import { loadEnv } from './lib/env'
loadEnv()
const { url, stop } = await startBenchServer(3400)
const today = todayInZone(new Date(), 'America/Winnipeg')
try {
  const t = benchTargets(today).filter((x) => x.name.includes(process.env.T || 'quote'))
  for (const x of t) await loadTest(url, x, { connections: 1, amount: 50 })
  for (const x of t) console.log(resultLine(await loadTest(url, x, { connections: 10, seconds: 8 })))
} finally { await stop() }
process.exit(0)
