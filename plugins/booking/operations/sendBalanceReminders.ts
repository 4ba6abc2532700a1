import type { PayloadRequest } from 'payload'

/** Placeholder until the payments work lands (replaced in the same session). */
export async function sendBalanceReminders(_args: { req: PayloadRequest; now: Date }): Promise<number> {
  return 0
}
