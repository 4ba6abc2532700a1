import type { CustomerForm } from './customerSchema'

// Step 1's fields and choices without the schema: the form renders before zod arrives.
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
  smsOptIn: false,
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
