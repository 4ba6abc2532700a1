import pg from 'pg'

import { baseURL } from './payload'
import { visitorIp } from './payments'

/** Raw HTTP against the test server, as one visitor (own X-Forwarded-For) unless told otherwise. */
export function send(
  path: string,
  init: {
    method?: string
    body?: unknown
    raw?: string
    headers?: Record<string, string>
    ip?: string
  } = {},
) {
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  return fetch(`${baseURL()}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': init.ip ?? visitorIp(),
      ...init.headers,
    },
    body,
    redirect: 'manual',
  })
}

let pool: pg.Pool | undefined
export const sql = () =>
  (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }))
export const closeSql = async () => {
  await pool?.end()
  pool = undefined
}

/** Rows per table, read through SQL (not the API), to prove what a request stored. */
export async function rowCounts(tables: string[]) {
  const counts: Record<string, number> = {}
  for (const t of tables)
    counts[t] = Number((await sql().query(`SELECT count(*) FROM "${t}"`)).rows[0].count)
  return counts
}
