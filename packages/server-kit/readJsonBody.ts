import { readBoundedJson } from './boundedJson'
import { errorBody } from './errors'

/**
 * Parses a JSON body without throwing, after bounding its size and depth: bad, huge or
 * deeply nested JSON is the client's mistake (400/413), not ours.
 */
export async function readJsonBody(req: Parameters<typeof readBoundedJson>[0]): Promise<unknown> {
  const body = await readBoundedJson(req)
  return body.ok ? body.data : errorBody(body.code)
}
