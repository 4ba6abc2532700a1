import type { DataFromCollectionSlug, PayloadRequest } from 'payload'

import { tokenMatches } from '@server-kit'

export type Quote = DataFromCollectionSlug<'quotes'>

/** The quote with its hidden fields (the token's hash), or null when there is none. */
export async function findQuote(req: PayloadRequest, id: number): Promise<Quote | null> {
  const { docs } = await req.payload.find({
    collection: 'quotes',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/** The quote, only for whoever holds its token; a wrong token reads exactly like no quote. */
export async function findOwnedQuote(
  req: PayloadRequest,
  id: number,
  token: string,
): Promise<Quote | null> {
  const quote = await findQuote(req, id)
  return quote && tokenMatches(token, quote.accessToken) ? quote : null
}
