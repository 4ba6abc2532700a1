import { errorBody } from './errors'

/** Parses a JSON body without throwing: bad JSON is the client's mistake (400), not ours. */
export async function readJsonBody(req: { json?: () => Promise<unknown> }): Promise<unknown> {
  try {
    return req.json ? await req.json() : {}
  } catch {
    return errorBody('invalid_json')
  }
}
