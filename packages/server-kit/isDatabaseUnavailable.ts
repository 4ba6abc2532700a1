// SQLSTATEs of a database that is shutting down, starting up or lost the connection.
const CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006'])
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
// Payload's beginTransaction rethrows a lost connection as a bare Error without its cause; a BEGIN
// carries no input, so its failure means the database, never the request.
const MESSAGES =
  /connection terminated|not currently accepting connections|not queryable|timeout exceeded when trying to connect|terminating connection|cannot begin transaction/i

/** True when `error` (or one of its causes) says PostgreSQL is unreachable, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (CODES.has(code) || NODE_CODES.has(code))) return true
    if (typeof message === 'string' && MESSAGES.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
