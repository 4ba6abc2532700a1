import type { ApiFailure, ApiResult } from '@api-client'
import { bookingApi } from '@booking/contract'
import { cartsApi } from '@carts/contract'
import { chatApi } from '@chat/contract'
import { crewApi } from '@crew/contract'
import { galleriesApi } from '@galleries/contract'
import { inquiriesApi } from '@inquiries/contract'
import { quotesApi } from '@quotes/contract'

// The public site's one client: each plugin's route table (declared beside its contract.ts) as
// typed calls, e.g. `api.booking.create({ body })`. Every call answers a result with the server's
// code (packages/api-client); nothing throws, and no path is written here or in a component.
export const api = {
  booking: bookingApi,
  carts: cartsApi,
  chat: chatApi,
  crew: crewApi,
  galleries: galleriesApi,
  inquiries: inquiriesApi,
  quotes: quotesApi,
}

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
