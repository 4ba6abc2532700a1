import { errorBody } from './errors'
import { findUnsafeText, isJsonOrEmpty } from './requestGuards'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

// Payload's admin saves documents and uploads as multipart forms (a `_payload` JSON field).
const PAYLOAD_FORMS = [/^multipart\/form-data$/]

// Paging Payload passes to PostgreSQL's LIMIT/OFFSET (a bigint): 2^53 pages overflow it.
const PAGING: Record<string, number> = { limit: 10_000, page: 100_000, depth: 10 }

/** A NUL byte in any query parameter, or paging beyond sane bounds, is the client's mistake. */
function queryProblem(params: URLSearchParams): { field: string; message: string } | null {
  const unsafe = findUnsafeText(Object.fromEntries(params))
  if (unsafe) return { field: unsafe, message: 'contains characters that are not allowed' }
  for (const [name, max] of Object.entries(PAGING)) {
    const value = params.get(name)
    if (value && !(/^\d{1,7}$/.test(value) && Number(value) <= max))
      return { field: name, message: `must be a whole number from 0 to ${max}` }
  }
  return null
}

/** A JSON body that parses to `true`, `1` or an array: Payload writes fields onto it (a 500). */
async function isJsonButNotObject(request: Request): Promise<boolean> {
  if (request.method === 'GET' || !/json/i.test(request.headers.get('content-type') ?? ''))
    return false
  if (Number(request.headers.get('content-length') ?? 0) > 1_000_000) return false
  const text = await request.clone().text()
  if (!text.trim()) return false
  try {
    const data: unknown = JSON.parse(text)
    return !data || typeof data !== 'object' || Array.isArray(data)
  } catch {
    return false // malformed JSON: Payload's own 400
  }
}

/**
 * Wraps Payload's REST route handlers (app/(payload)/api): a body that is neither JSON nor
 * Payload's own multipart form is refused with 415 before anything parses it (Payload answered
 * a text/plain PATCH with a 500), so are a JSON body that is not an object and a NUL byte in the query string, and Payload's 501 for collections without REST routes (such
 * as payload-migrations) becomes the 404 it is.
 */
export function guardRestRoute(
  handler: RouteHandler,
  /** Paths that take plain HTML form posts (pages with no script; RFC 8058's one-click). */
  formPaths: string[] = [],
): RouteHandler {
  return async (request, context) => {
    // The admin's relationship fields read with a form-encoded POST marked as a GET (a custom
    // header, so a foreign page cannot send it without a CORS preflight).
    const readOverride = /^GET$/i.test(
      request.headers.get('x-payload-http-method-override') ??
        request.headers.get('x-http-method-override') ??
        '',
    )
    const formPost = formPaths.includes(new URL(request.url).pathname)
    const forms =
      readOverride || formPost
        ? [...PAYLOAD_FORMS, /^application\/x-www-form-urlencoded$/]
        : PAYLOAD_FORMS
    if (request.method !== 'GET' && !isJsonOrEmpty(request.headers, forms))
      return errorBody('unsupported_media_type')
    if (await isJsonButNotObject(request)) return errorBody('invalid_json')
    const problem = queryProblem(new URL(request.url).searchParams)
    if (problem)
      return errorBody({
        ok: false,
        code: 'invalid_input',
        field: problem.field,
        message: `Validation error: ${problem.field}: ${problem.message}`,
      })
    const response = await handler(request, context)
    return response.status === 501 ? errorBody('not_found') : response
  }
}
