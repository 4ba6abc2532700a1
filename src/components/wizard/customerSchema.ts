import { z } from 'zod'

import { customerField, customerMessages } from '@booking/customerFields'

// The form keeps what the visitor typed (strings); the server's schema parses the same rules.
export const customerSchema = z.object({
  ...customerField,
  guestCount: z
    .string()
    .trim()
    .min(1, customerMessages.guestCount)
    .regex(/^\d{1,5}$/, customerMessages.guestCount),
  notes: customerField.notes.optional(),
})

export type CustomerForm = z.infer<typeof customerSchema>

export const emptyCustomer: CustomerForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  eventType: '',
  guestCount: '',
  referralSource: '',
  notes: '',
}

export const EVENT_TYPES = [
  'Wedding',
  'Birthday',
  'Corporate Event',
  'Holiday Party',
  'School or Youth Event',
  'Fundraiser or Gala',
  'Baby or Bridal Shower',
  'Other',
]
export const REFERRAL_SOURCES = [
  'Google',
  'Instagram',
  'Facebook',
  'TikTok',
  'Friend or Family',
  'Venue or Planner',
  'Saw Us at an Event',
  'Other',
]
