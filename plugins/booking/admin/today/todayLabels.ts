/** What the Today lists call things: links to a booking, inquiry kinds, an inquiry's event. */
export const bookingHref = (id: number) => `/admin/collections/bookings/${id}`

export const INQUIRY_KINDS = {
  contact: 'Contact message',
  custom_quote: 'Custom quote',
  accommodation: 'No availability',
  outside_area: 'Outside service area',
  accessibility: 'Accessibility feedback',
  chat: 'Chat (asked for a person)',
} as const

/** Where and when an inquiry's event is, as the visitor gave it ('Thompson, MB · Saturday, …'). */
export const inquirySlot = (i: {
  address?: string | null
  requestedDate?: string | null
  requestedTime?: string | null
  packageName?: string | null
}) => [i.address, i.requestedDate, i.requestedTime, i.packageName].filter(Boolean).join(' · ')
