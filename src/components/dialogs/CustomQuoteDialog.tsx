'use client'

import { formMessages } from '@/lib/formMessages'

import type { FieldSpec } from '../forms/fieldSpec'
import { InquiryForm } from '../forms/InquiryForm'
import { Modal } from './Modal'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

const fields: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel' },
  {
    name: 'message',
    label: 'Tell us about your event',
    type: 'textarea',
    required: true,
    requiredMessage: 'Please tell us about your event',
    placeholder: 'Date, venue, number of guests and what you have in mind',
  },
]

const extra = { kind: 'custom_quote' }

/** 'Request Custom Quote' for the Custom package: POST /api/accommodation-request. */
export function CustomQuoteDialog({ open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Request Custom Quote"
      description="Large event, several days or something special? Tell us about it and we'll send a customized quote within 24 hours."
    >
      <InquiryForm
        fields={fields}
        route="accommodationRequest"
        extra={extra}
        sent={formMessages.requestSent}
        failed={formMessages.requestFailed}
        submitLabel="Request Quote"
        resetKey={open}
        onSent={() => onOpenChange(false)}
      />
    </Modal>
  )
}
