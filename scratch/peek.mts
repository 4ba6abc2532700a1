import path from 'node:path'
import pg from 'pg'
import { useDatabase } from '/work/main/scripts/lib/database'
async function main() {
const db = await useDatabase({ dir: path.resolve('.data/test-postgres'), port: 54339, name: 'photobooth_test' })
const c = new pg.Client({ connectionString: db.url }); await c.connect()
const r = await c.query(`SELECT id, status, source, total_cents, discount_cents, change_fee_cents, promo_code, payment_type, package_price_cents, snapshot->'lines' AS lines, email, (SELECT string_agg(action||':'||coalesce(note,''), ' | ') FROM bookings_history h WHERE h._parent_id = b.id) AS hist FROM bookings b WHERE id = ANY($1)`, [[21,24,72,74,75]])
for (const row of r.rows) console.log(JSON.stringify(row).slice(0, 900))
await c.end(); await db.stop()
}
main()
