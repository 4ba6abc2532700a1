/** Production build. Static pages read the CMS, so the database must be reachable. */
import { useDatabase } from './lib/database'
import { ensureLocalSecret, loadEnv } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'
import { NEXT_BIN, PAYLOAD_CLI, runNode } from './lib/spawnChild'

loadEnv()
ensureLocalSecret()
const db = await useDatabase()
await prepareDatabase({ seed: process.env.SEED !== 'false' })
let code = await runNode([...PAYLOAD_CLI, 'generate:importmap']).done
if (code === 0) code = await runNode([NEXT_BIN, 'build']).done
await db.stop()
process.exit(code)
