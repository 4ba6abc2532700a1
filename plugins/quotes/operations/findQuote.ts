import type { DataFromCollectionSlug, PayloadRequest } from 'payload'

import { tokenMatches } from '@server-kit'

export type Quote = DataFromCollectionSlug<'quotes'>

/** The quote, only for whoever holds its token; a wrong token reads exactly like no quote. */
export async function findOwnedQuote(
  req: PayloadRequest,
  id: number,
  token: string,
): Promise<Quote | null> {
  const { docs } = await req.payload.find({
    collection: 'quotes',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  const quote = docs[0]
  return quote && tokenMatches(token, quote.accessToken) ? quote : null
}
