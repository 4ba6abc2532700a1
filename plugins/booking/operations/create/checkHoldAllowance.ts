import type { PayloadRequest } from 'payload'

import { holdFits, type Interval } from '../../core'
import { messages } from '../../messages'
import { activeHolds, MAX_ACTIVE_HOLDS_PER_CLIENT } from './activeHolds'

export type HoldLimitFailure = {
  ok: false
  code: 'too_many_holds'
  message: string
  field: 'eventTime'
  retryAfterSeconds: number
}

const HOUR_MS = 3_600_000

/**
 * The per-client hold limits, checked in the booking's transaction: at most a few unpaid holds,
 * and at most the booth-hour allowance (core/holdAllowance.ts), where holds the client cancelled
 * or replaced keep counting until their hold period ends. Null when the new hold fits.
 */
export async function checkHoldAllowance({
  req,
  clientKey,
  now,
  occupancy,
  booths,
}: {
  req: PayloadRequest
  clientKey: string
  now: Date
  occupancy: Interval
  booths: number
}): Promise<HoldLimitFailure | null> {
  const held = await activeHolds({ req, clientKey, now })
  const wait = (until: Date | null) =>
    Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000))
  if (held.count >= MAX_ACTIVE_HOLDS_PER_CLIENT)
    return {
      ok: false,
      code: 'too_many_holds',
      message: messages.tooManyHolds(MAX_ACTIVE_HOLDS_PER_CLIENT),
      field: 'eventTime',
      retryAfterSeconds: wait(held.firstExpiresAt),
    }
  const hours = (occupancy.end.getTime() - occupancy.start.getTime()) / HOUR_MS
  if (holdFits(held.counted, { booths, hours })) return null
  return {
    ok: false,
    code: 'too_many_holds',
    message: messages.tooManyHoldHours,
    field: 'eventTime',
    retryAfterSeconds: wait(held.firstCountedEndsAt),
  }
}
