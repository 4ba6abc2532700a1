import { parseId } from '@server-kit'

/** The :id route parameter as a quote id; anything else is 0, a quote that isn't there (404). */
export const quoteId = (params: Record<string, string>) => parseId(params.id) ?? 0
