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

export { EVENT_TYPES } from '@kernel'
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
