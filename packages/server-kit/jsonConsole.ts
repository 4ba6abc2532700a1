// Production logs are JSON lines (one object per line, with the request's id) so a log service
// can parse and group them; Next.js and libraries log through console, Payload through pino.
import { format } from 'node:util'

import { currentRequestId } from './requestId'

type Level = 'debug' | 'info' | 'warn' | 'error'

/** One log line: level, time, the request's id when there is one, message, error details. */
export function logLine(level: Level, args: unknown[], requestId = currentRequestId()): string {
  const error = args.find((a): a is Error => a instanceof Error)
  const rest = args.filter((a) => a !== error)
  const line: Record<string, unknown> = { level, time: new Date().toISOString() }
  if (requestId) line.requestId = requestId
  line.msg = rest.length ? format(...rest) : (error?.message ?? '')
  if (error) line.err = { type: error.name, message: error.message, stack: error.stack }
  return JSON.stringify(line) + '\n'
}

let installed = false

export function installJsonConsole(): void {
  if (installed) return
  installed = true
  const out =
    (level: Level, stream: NodeJS.WriteStream) =>
    (...args: unknown[]) =>
      void stream.write(logLine(level, args))
  console.debug = out('debug', process.stdout)
  console.log = console.info = out('info', process.stdout)
  console.warn = out('warn', process.stderr)
  console.error = out('error', process.stderr)
  // Node prints its process warnings (a library's negative timer, a deprecation) through
  // console.error, which would make them error lines that alert; they go out as warn lines.
  for (const listener of process.listeners('warning'))
    if (listener.name === 'onWarning') process.off('warning', listener)
  process.on('warning', (w) => void process.stderr.write(warningLine(w)))
}

/** A process warning as one warn line: its name and message, never an error. */
export const warningLine = (warning: Error) =>
  logLine('warn', [`${warning.name}: ${warning.message}`])

/** Payload's pino logger in production: JSON lines with the same fields as the console's. */
export const jsonPinoOptions = {
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  messageKey: 'msg',
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label: string) => ({ level: label }) },
  mixin: () => {
    const requestId = currentRequestId()
    return requestId ? { requestId } : {}
  },
}
