import { sql } from '@payloadcms/db-postgres'

// Drizzle spreads a JS array into a list of parameters: `= ANY(...)` needs one array parameter.
export const idList = (ids: number[]) => sql`${`{${ids.map(Number).join(',')}}`}::int[]`
export const textIdList = (ids: number[]) => sql`${`{${ids.map(Number).join(',')}}`}::text[]`
