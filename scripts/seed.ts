/** Idempotent seed of the catalog and content the spec describes. */
import { useDatabase } from './lib/database'
import { ensureLocalSecret, loadEnv } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'

loadEnv()
ensureLocalSecret()
const db = await useDatabase()
await prepareDatabase({ seed: true })
await db.stop()
process.exit(0)
