import pg from 'pg'

export type RestoreArgs = { backup: string; database: string; media?: string; force: boolean }

const ID = /(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\/?$/
const NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** The restore command's arguments; the backup may be its id or the path backup printed. */
export function restoreArgs(argv: string[], now: Date): RestoreArgs | { error: string } {
  const usage = 'Usage: npm run restore -- <backup> [--database NAME] [--media DIR] [--force]'
  const value = (flag: string) => {
    const i = argv.indexOf(flag)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const positional = argv.filter(
    (a, i) => !a.startsWith('--') && !['--database', '--media'].includes(argv[i - 1]),
  )
  const id = ID.exec(positional[0] ?? '')?.[1]
  if (!id) return { error: `${usage}\nName a backup as npm run backup:list shows it.` }
  const database =
    value('--database') ?? `restored_${id.slice(0, 10).replaceAll('-', '')}_${now.getTime()}`
  if (!NAME.test(database))
    return {
      error: `--database: use lowercase letters, digits and _ (up to 63), not "${database}".`,
    }
  return { backup: id, database, media: value('--media'), force: argv.includes('--force') }
}

/** Creates `name` on the server of `url`; an existing one is dropped only with `force`. */
export async function createDatabase(url: string, name: string, force: boolean) {
  const admin = new URL(url)
  if (admin.pathname.slice(1) === name && !force)
    return {
      ok: false as const,
      message: `${name} is the live database (DATABASE_URL): refused without --force.`,
    }
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [name]))
      .rowCount
    if (exists && !force)
      return {
        ok: false as const,
        message: `A database named ${name} exists: choose another name, or add --force to replace it.`,
      }
    if (exists) await client.query(`DROP DATABASE "${name}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${name}"`)
    return { ok: true as const }
  } finally {
    await client.end()
  }
}
