import { errorBody } from './errors'

/**
 * Parses a JSON body without throwing: bad JSON is the client's mistake (400), not ours.
 * Every endpoint takes an object, so `null`, arrays and bare values count as bad JSON too.
 */
export async function readJsonBody(req: { json?: () => Promise<unknown> }): Promise<unknown> {
  try {
    const body = req.json ? await req.json() : {}
    if (body && typeof body === 'object' && !Array.isArray(body)) return body
  } catch {}
  return errorBody('invalid_json')
}
