import { z } from 'zod'

import { jsonInt, MAX_ID } from '@server-kit'

export const assignSchema = z.object({
  booth: z.string().regex(/^booth\d{1,2}$/, 'must be a booth id such as booth1'),
  userId: jsonInt(1, MAX_ID, 'a user id').nullable(),
})

export const actionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['accept', 'decline', 'check_in', 'check_out']) }),
  z.object({
    action: z.literal('pack'),
    item: jsonInt(1, MAX_ID, 'an item id'),
    checked: z.boolean(),
  }),
])

export const crewPaymentSchema = z.object({
  method: z.enum(['cash', 'etransfer']),
  amountCents: jsonInt(1, 100_000_00, 'an amount in cents'),
  requestId: z.string().uuid("must be the form's request id (a UUID)"),
})
