// Toasts the visitor forms show (the spec's section 8 wording), in one place.
export type ToastMessage = { title: string; description: string }

export const formMessages = {
  contactSent: { title: 'Message sent!', description: "We'll get back to you soon." },
  contactFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  requestSent: {
    title: 'Request Sent',
    description:
      "We've received your request and will contact you within 24 hours with a customized quote.",
  },
  requestFailed: { title: 'Error', description: 'Failed to send request. Please try again.' },
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in all required fields.',
  },
  subscribed: {
    title: 'Check your inbox',
    description: 'Open the email we just sent you and confirm your subscription.',
  },
  subscribeFailed: { title: 'Error', description: 'Failed to subscribe. Please try again.' },
  rateLimited: {
    title: 'Too many tries',
    description: 'You have sent this a few times in a row. Please wait a minute, then try again.',
  },
  cartRestored: { title: 'Cart Restored', description: 'Picking up where you left off.' },
} satisfies Record<string, ToastMessage>

/**
 * The toast for a refused form: a rate limit and a validation failure read differently from a
 * server failure (switching on the server's code; a validation message names the field).
 */
export function failureToast(failure: { code: string; message: string }, fallback: ToastMessage) {
  if (failure.code === 'rate_limited') return formMessages.rateLimited
  if (failure.code === 'invalid_input')
    return { title: 'Please check the form', description: failure.message }
  return fallback
}
