import { z } from 'zod'

import { msg } from './messages'

const required = (message: string) => z.string().trim().min(1, message)

export const customerSchema = z.object({
  firstName: required(msg.firstName).max(100),
  lastName: required(msg.lastName).max(100),
  email: z.string().trim().email(msg.email).max(200),
  phone: z.string().refine((p) => p.replace(/\D/g, '').length === 10, msg.phone),
  address: required(msg.address).max(300),
  eventType: required(msg.eventType),
  guestCount: z
    .string()
    .trim()
    .min(1, msg.guestCount)
    .regex(/^\d{1,5}$/, msg.guestCount),
  referralSource: required(msg.referralSource),
  notes: z.string().max(2000).optional(),
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
