import { messages } from '../messages'
import { accessibilitySchema, assistanceSchema, contactSchema, requestSchema } from '../schemas'
import { inquiryEndpoint } from './inquiryEndpoint'

/** POST /api/contact: the footer, contact page and Contact Us dialog. */
export const contactEndpoint = inquiryEndpoint({
  path: '/contact',
  schema: contactSchema,
  kind: 'contact',
  reply: messages.contactStored,
})

/** POST /api/contact/accommodation-request: no free slot in the wizard. */
export const assistanceEndpoint = inquiryEndpoint({
  path: '/contact/accommodation-request',
  schema: assistanceSchema,
  kind: 'accommodation',
  reply: messages.requestStored,
})

/** POST /api/accommodation-request: custom quotes and addresses outside the service area. */
export const accommodationEndpoint = inquiryEndpoint({
  path: '/accommodation-request',
  schema: requestSchema,
  kind: (data) => data.kind,
  reply: messages.requestStored,
})

/** POST /api/accessibility-feedback: the accessibility page's form (its own inquiry kind). */
export const accessibilityFeedbackEndpoint = inquiryEndpoint({
  path: '/accessibility-feedback',
  schema: accessibilitySchema,
  kind: 'accessibility',
  reply: messages.accessibilityStored,
})
