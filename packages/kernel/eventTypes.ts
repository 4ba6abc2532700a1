// The kinds of event a booking names: the wizard's choices, and what a lead's words map to.
export const EVENT_TYPES = [
  'Wedding',
  'Birthday',
  'Corporate Event',
  'Holiday Party',
  'School or Youth Event',
  'Fundraiser or Gala',
  'Baby or Bridal Shower',
  'Other',
] as const
