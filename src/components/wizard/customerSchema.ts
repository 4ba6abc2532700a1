// zod/mini: the same rules as classic zod in a fraction of the wizard's start-up JavaScript.
import { z } from 'zod/mini'

import { msg } from './messages'

const text = (max: number, message?: string) =>
  z.string().check(z.trim(), ...(message ? [z.minLength(1, message)] : []), z.maxLength(max))

export const customerSchema = z.object({
  firstName: text(100, msg.firstName),
  lastName: text(100, msg.lastName),
  email: z.string().check(z.trim(), z.email(msg.email), z.maxLength(200)),
  phone: z.string().check(z.refine((p) => p.replace(/\D/g, '').length === 10, msg.phone)),
  address: text(300, msg.address),
  eventType: text(200, msg.eventType),
  guestCount: z
    .string()
    .check(z.trim(), z.minLength(1, msg.guestCount), z.regex(/^\d{1,5}$/, msg.guestCount)),
  referralSource: text(200, msg.referralSource),
  notes: z.optional(z.string().check(z.maxLength(2000))),
})

export type CustomerForm = z.infer<typeof customerSchema>
