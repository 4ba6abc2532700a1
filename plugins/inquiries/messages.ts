// What visitors and staff read from the inquiry endpoints, in one place.
export const messages = {
  contactStored: "Message sent! We'll get back to you soon.",
  accessibilityStored:
    'Thank you. We read every message about accessibility and will reply within two business days.',
  requestStored:
    "Request sent. We've received your request and will contact you within 24 hours with a customized quote.",
  subscribed: 'Almost done: open the email we just sent you and confirm your subscription.',
  undeliverable:
    'The mail server for that address refused our email. Please check the address and try again.',
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone is required',
  messageRequired: 'Message is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const

/** Subject lines of the emails to the business (tests match on them). */
export const subjects = {
  contact: (name: string) => `New contact message from ${name}`,
  custom_quote: (name: string) => `Custom quote request from ${name}`,
  accommodation: (name: string) => `Booking assistance request from ${name}`,
  outside_area: (name: string) => `Outside service area request from ${name}`,
  accessibility: (name: string) => `Accessibility feedback from ${name}`,
} as const
