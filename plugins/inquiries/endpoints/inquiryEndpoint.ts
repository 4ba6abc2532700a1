import { defineEndpoint } from '@server-kit'
import type { z } from 'zod'

import { createInquiry } from '../operations/createInquiry'
import type { InquiryKind } from '../schemas'
import { INQUIRY_RATE } from './inquiryRate'

type Options<S extends z.ZodType> = {
  path: string
  schema: S
  /** The stored kind: fixed, or read from the validated body. */
  kind: InquiryKind | ((data: z.infer<S>) => InquiryKind)
  reply: string
}

/** A POST endpoint that validates a visitor form and stores it as an Inquiry. */
export function inquiryEndpoint<S extends z.ZodType>({ path, schema, kind, reply }: Options<S>) {
  return defineEndpoint({
    path,
    method: 'post',
    schema,
    rateLimit: INQUIRY_RATE('contact'),
    run: async ({ req, data }) => {
      const fields = data as z.infer<S> & Record<string, string | undefined>
      const doc = await createInquiry({
        req,
        input: { ...fields, kind: typeof kind === 'function' ? kind(fields) : kind } as never,
      })
      return { ok: true, status: 201, body: { ok: true, id: doc.id, message: reply } }
    },
  })
}
