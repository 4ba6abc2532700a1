import { readBoundedJson } from './boundedJson'
import { errorBody } from './errors'

/**
 * Parses a JSON body without throwing, after bounding its size and depth: bad, huge or deeply
 * nested JSON is the client's mistake (400/413), not ours. Every endpoint takes an object, so
 * `null`, arrays and bare values count as bad JSON too.
 */
export async function readJsonBody(req: Parameters<typeof readBoundedJson>[0]): Promise<unknown> {
  const body = await readBoundedJson(req)
  if (!body.ok) return errorBody(body.code)
  const data = body.data
  if (data && typeof data === 'object' && !Array.isArray(data)) return data
  return errorBody('invalid_json')
}
