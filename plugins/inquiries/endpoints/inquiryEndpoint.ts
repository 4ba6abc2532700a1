import type { Endpoint } from 'payload'
import type { z } from 'zod'

import { createInquiry } from '../operations/createInquiry'
import type { InquiryKind } from '../schemas'
import { json, parseRequest } from './respond'

type Options<S extends z.ZodType> = {
  path: string
  schema: S
  /** The stored kind: fixed, or read from the validated body. */
  kind: InquiryKind | ((data: z.infer<S>) => InquiryKind)
  reply: string
}

/** A POST endpoint that validates a visitor form and stores it as an Inquiry. */
export function inquiryEndpoint<S extends z.ZodType>({
  path,
  schema,
  kind,
  reply,
}: Options<S>): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const parsed = await parseRequest(req, schema)
      if (!parsed.ok) return parsed.response
      const data = parsed.data as z.infer<S> & Record<string, string | undefined>
      const doc = await createInquiry({
        req,
        input: { ...data, kind: typeof kind === 'function' ? kind(data) : kind } as never,
      })
      return json({ ok: true, id: doc.id, message: reply }, 201)
    },
  }
}
