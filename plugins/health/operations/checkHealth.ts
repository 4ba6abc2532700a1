import type { PayloadRequest } from 'payload'

/** Placeholder until the checks land. */
export async function checkHealth(_req: PayloadRequest, _now: Date) {
  return { opened: [] as string[], cleared: [] as string[] }
}
