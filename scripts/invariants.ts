/**
 * Checks the SQL invariants of money and booths over every booking in the database
 * (DATABASE_URL): npm run invariants. Prints each broken rule with its rows; exit 1 if any.
 */
import { checkInvariants, countBookings, INVARIANT_RULES } from './lib/invariants'
import { loadEnv } from './lib/env'

loadEnv()
const url = process.env.DATABASE_URL
if (!url) {
  console.error('DATABASE_URL is not set: point it at the database to check.')
  process.exit(2)
}
const violations = await checkInvariants(url)
console.log(`Invariants over ${await countBookings(url)} bookings:`)
for (const rule of INVARIANT_RULES) {
  const broken = violations.find((v) => v.rule === rule)
  console.log(
    `  ${broken ? 'FAIL' : 'ok  '} ${rule}${broken ? `: ${JSON.stringify(broken.rows.slice(0, 5))}` : ''}`,
  )
}
process.exit(violations.length ? 1 : 0)
