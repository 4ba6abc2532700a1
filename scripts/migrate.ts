/** Runs committed migrations (production: against DATABASE_URL). */
import { useDatabase } from './lib/database'
import { ensureLocalSecret, loadEnv } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'

loadEnv()
ensureLocalSecret()
const db = await useDatabase()
await prepareDatabase({ seed: false })
await db.stop()
process.exit(0)
