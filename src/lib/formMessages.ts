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
    title: "You're subscribed!",
    description: 'Thanks for signing up. Tips and offers are on their way.',
  },
  subscribeFailed: { title: 'Error', description: 'Failed to subscribe. Please try again.' },
  cartRestored: { title: 'Cart Restored', description: 'Picking up where you left off.' },
} satisfies Record<string, ToastMessage>
