// The route table's building blocks: each plugin declares its endpoints once (routes.ts beside
// its contract.ts) with method, path, request, response and error codes, and `client` turns the
// table into functions, so a renamed field or a wrong id fails `tsc` in the caller, not at run time.
import { apiDownload, apiRequest, type ApiInit, type ApiResult } from './index'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** A query's values; undefined ones are left out. A string or URLSearchParams goes as it is. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>

/** What a route carries besides its path: `body` and `query` (optional when marked `?`), `res`. */
export type RouteSpec = { body?: unknown; query?: unknown; res?: unknown; code?: string }

export type Route<P extends string = string, S extends RouteSpec = RouteSpec, C = string> = {
  method: Method
  path: P
  download: boolean
  /** Types only: never set at run time. */
  readonly __types?: { spec: S; code: C }
}

/** ':id' and ':token' segments of a path, each a typed parameter of the call. */
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never
type Params<P extends string> = { [K in ParamNames<P>]: string | number }

type SpecOf<R> = R extends Route<string, infer S, unknown> ? S : never
type CodeOf<R> = R extends Route<string, RouteSpec, infer C> ? C : never
type PathOf<R> = R extends Route<infer P, RouteSpec, unknown> ? P : never
/** The call's argument: path parameters, then `body` and `query` as the route declares them. */
export type RouteInput<R> = Params<PathOf<R>> &
  Pick<SpecOf<R>, Extract<keyof SpecOf<R>, 'body' | 'query'>>
/** What a download route answers: the file's bytes and the name the server suggests. */
export type Download = { blob: Blob; filename: string | null }
type Answer<R> = SpecOf<R> extends { res: infer T } ? T : unknown
export type RouteResult<R> = ApiResult<Answer<R>, Extract<CodeOf<R>, string>>
export type CallInit = Pick<ApiInit, 'signal' | 'headers' | 'cache' | 'fetch'>

type Call<R> =
  Record<string, never> extends RouteInput<R>
    ? (input?: RouteInput<R>, init?: CallInit) => Promise<RouteResult<R>>
    : (input: RouteInput<R>, init?: CallInit) => Promise<RouteResult<R>>
export type Client<T> = { [K in keyof T]: Call<T[K]> }

/**
 * A plugin's route builder with its error codes as the default:
 * `const route = routesOf<BookingCode>()`, then `route<{ body: B; res: R }>().post('/api/x/:id')`.
 */
export function routesOf<DefaultCode extends string>() {
  return <S extends RouteSpec = Record<never, never>>() => {
    type C = S extends { code: infer X } ? X : DefaultCode
    const make =
      (method: Method, download = false) =>
      <P extends string>(path: P): Route<P, S, C> => ({ method, path, download })
    return {
      get: make('GET'),
      post: make('POST'),
      put: make('PUT'),
      patch: make('PATCH'),
      delete: make('DELETE'),
      /** A file the server sends (CSV): GET without a body, POST with one. */
      download: <P extends string>(path: P, method: Method = 'GET') =>
        make(method, true)(path) as Route<P, S & { res: Download }, C>,
    }
  }
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return ''
  if (typeof query === 'string') return query.replace(/^\?/, '')
  if (query instanceof URLSearchParams) return query.toString()
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query as QueryValues))
    if (value !== undefined && value !== null) params.set(key, String(value))
  return params.toString()
}

/** The URL a route answers at for these parameters (ids and tokens URL-encoded). */
export function routeUrl(route: Route, input: Record<string, unknown> = {}): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(input[name])),
  )
  const query = queryString(input.query)
  return query ? `${path}?${query}` : path
}

/** Functions for a route table, each answering the one client's typed result. */
export function client<T extends Record<string, Route>>(table: T): Client<T> {
  const calls: Record<string, unknown> = {}
  for (const [name, route] of Object.entries(table)) {
    calls[name] = (input: Record<string, unknown> = {}, init: CallInit = {}) => {
      const url = routeUrl(route, input)
      const body = 'body' in input ? input.body : undefined
      if (route.download) return apiDownload(url, { body, fetch: init.fetch, signal: init.signal })
      // A body-less POST still posts (the client's default would otherwise be GET).
      return apiRequest(url, { ...init, method: route.method, body })
    }
  }
  return calls as Client<T>
}
