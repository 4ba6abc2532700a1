// The shared customer rules (classic zod); CustomerStep loads this lazily, off step 1's start-up.
import { z } from 'zod'

import { customerField, guestCountText } from '@booking/forms'

// Our CSP forbids eval. zod probes for it with a caught `new Function`, which Chrome still
// reports as a CSP violation (Lighthouse best practices: inspector issues); jitless skips it.
z.config({ jitless: true })

// The form keeps what the visitor typed (strings); the server's schema parses the same rules.
export const customerSchema = z.object({
  ...customerField,
  guestCount: guestCountText,
  notes: customerField.notes.optional(),
  smsOptIn: z.boolean().optional(),
})

export type CustomerForm = z.infer<typeof customerSchema>
