import pg from 'pg'
async function main() {
  for (const db of ['photobooth_test', 'photobooth_test_w2']) {
    const c = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:54339/${db}` }); await c.connect()
    const r = await c.query(`SELECT (event_date::date - (now() AT TIME ZONE 'America/Winnipeg')::date) AS d, count(*) n FROM bookings GROUP BY 1 ORDER BY 1`)
    console.log(db, r.rows.filter((x) => x.d >= 20).map((x) => `${x.d}:${x.n}`).join(' '))
    await c.end()
  }
}
main()
