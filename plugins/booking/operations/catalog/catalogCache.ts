import type { Payload, PayloadRequest } from 'payload'
import { poolOf } from '@server-kit'

/**
 * In-memory copy of what pricing reads on every request (packages, add-ons, site settings,
 * service areas, promo codes), valid while the catalog version row in Postgres is unchanged.
 * App servers are stateless, so the version lives in the database: the collections' and the
 * global's afterChange/afterDelete hooks bump it inside the editor's transaction, and every
 * request reads that one row (a primary-key read) before trusting its copy. An edit is visible
 * to the next request on every instance once it commits.
 */
export const CATALOG_VERSION_TABLE = 'booking_catalog_version'

const MAX_PROMOS = 1000 // unknown codes are cached too; a flood of guesses must not grow memory

type Entry = { version: string; values: Map<string, Promise<unknown>> }
let entry: Entry | null = null

/** The committed catalog version (read outside any transaction). */
export async function catalogVersion(payload: Payload): Promise<string> {
  // A named statement: parsed and planned once per connection, not on every request.
  const { rows } = await poolOf(payload).query<{ version: string }>({
    name: 'booking_catalog_version',
    text: `SELECT version::text AS version FROM ${CATALOG_VERSION_TABLE} WHERE id = 1`,
  })
  return rows[0]?.version ?? '0'
}

// Requests asking at once share one read, but only a read sent after they asked: one already in
// flight may have taken its snapshot before an edit that committed before they came in, so they
// wait for the next (sent when that one answers). Every request still sees every edit committed
// before it asked, on every server; under load the row is read once per round trip, not per request.
type Reads = { inFlight: Promise<string> | null; queued: Promise<string> | null }
const reads = new WeakMap<Payload, Reads>()

function startRead(payload: Payload, state: Reads): Promise<string> {
  const read = catalogVersion(payload)
  state.inFlight = read
  const settle = () => {
    if (state.inFlight === read) state.inFlight = null
  }
  read.then(settle, settle)
  return read
}

const ignore = () => undefined

/** The committed catalog version, from a read sent no earlier than this call. */
export function freshCatalogVersion(payload: Payload): Promise<string> {
  const state = reads.get(payload) ?? { inFlight: null, queued: null }
  reads.set(payload, state)
  if (state.queued) return state.queued
  if (!state.inFlight) return startRead(payload, state)
  state.queued = state.inFlight.then(ignore, ignore).then(() => {
    state.queued = null
    return startRead(payload, state)
  })
  return state.queued
}

// One request prices against one version (a quote and its promo never straddle an edit), and
// reads the row once however many catalog values it needs.
const requestVersions = new WeakMap<PayloadRequest, Promise<string>>()

/** The catalog version this request prices against (read once per request). */
export function versionFor(req: PayloadRequest): Promise<string> {
  let version = requestVersions.get(req)
  if (!version) {
    version = freshCatalogVersion(req.payload)
    requestVersions.set(req, version)
    version.catch(() => requestVersions.delete(req))
  }
  return version
}

/**
 * The value under `key` for the current catalog version, loading it once per version and
 * process. `load` must read committed data outside the caller's transaction: the version is
 * read first, so what is cached is never older than the version it is filed under.
 */
export async function cachedCatalogValue<T>(
  req: PayloadRequest,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const version = await versionFor(req)
  if (entry?.version !== version) entry = { version, values: new Map() }
  const values = entry.values
  let value = values.get(key) as Promise<T> | undefined
  if (!value) {
    if (values.size >= MAX_PROMOS) values.clear()
    value = load()
    values.set(key, value)
    // A failed load (database restart, say) must not stay cached.
    value.catch(() => values.get(key) === value && values.delete(key))
  }
  return value
}

/**
 * What this process holds under `key` and the version it is filed under, without reading the
 * version: for a caller that reads the version in its own statement and checks it matches
 * (pinVersion then). Null when nothing is held or this request already priced against a version.
 */
export function heldCatalogValue<T>(
  req: PayloadRequest,
  key: string,
): { version: string; value: Promise<T> } | null {
  const value = entry?.values.get(key) as Promise<T> | undefined
  if (!entry || !value || requestVersions.has(req)) return null
  return { version: entry.version, value }
}

/** Files the version a caller read itself (see heldCatalogValue) as this request's. */
export function pinVersion(req: PayloadRequest, version: string): void {
  if (!requestVersions.has(req)) requestVersions.set(req, Promise.resolve(version))
}

/** Forgets everything this process cached (tests, and the hooks as a same-process shortcut). */
export function clearCatalogCache(): void {
  entry = null
}
