/** Payload's CLI (migrate:create, generate:types, ...) with the database started first. */
import { useDatabase } from './lib/database'
import { ensureLocalSecret, loadEnv } from './lib/env'
import { PAYLOAD_CLI, runNode } from './lib/spawnChild'

loadEnv()
ensureLocalSecret()
const db = await useDatabase()
const code = await runNode([...PAYLOAD_CLI, ...process.argv.slice(2)]).done
await db.stop()
process.exit(code)
