import type { ApiFailure, ApiResult } from '@api-client'

// Browser code calls each plugin's route table through its contract (`bookingApi.create({ body })`
// from '@booking/contract'; docs/api-client.md): one import per plugin, so a page's bundle carries
// only the tables it calls. Every call answers a result with the server's code; nothing throws.

const GENERIC = 'Something went wrong. Please try again.'

/** What to tell a visitor a request failed with: the server's words, else a generic retry. */
export const failureWords = (failure: ApiFailure): string =>
  failure.status ? failure.message : GENERIC

/** Tracking calls must never interrupt the visitor: a failure is only logged. */
export const logFailure =
  (label: string) =>
  (result: ApiResult<unknown>): void => {
    if (!result.ok) console.warn(`${label} failed`, result)
  }
