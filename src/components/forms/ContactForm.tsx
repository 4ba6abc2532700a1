'use client'

import { formMessages } from '@/lib/formMessages'

import type { FieldSpec } from './fieldSpec'
import { InquiryForm } from './InquiryForm'

export const contactFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel' },
  {
    name: 'message',
    label: 'Message',
    type: 'textarea',
    required: true,
    placeholder: 'Your event date, venue and questions',
  },
]

/** The contact form (footer, /contact, Contact Us dialog): POST /api/contact. */
export function ContactForm({ onSent, resetKey }: { onSent?: () => void; resetKey?: unknown }) {
  return (
    <InquiryForm
      fields={contactFields}
      route="contact"
      sent={formMessages.contactSent}
      failed={formMessages.contactFailed}
      submitLabel="Send Message"
      onSent={onSent}
      resetKey={resetKey}
    />
  )
}
