'use client'

import { useState } from 'react'

import { formMessages } from '@/lib/formMessages'

import type { FieldSpec } from '../forms/fieldSpec'
import { InquiryForm } from '../forms/InquiryForm'
import { ui } from '../ui/ui'
import { Modal } from './Modal'

export type OutsideServiceAreaDefaults = Partial<{
  name: string
  email: string
  phone: string
  address: string
  /** 'YYYY-MM-DD' (a date input's value). */
  requestedDate: string
  /** 'HH:mm' (a time input's value). */
  requestedTime: string
  packageName: string
  message: string
}>

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  defaults?: OutsideServiceAreaDefaults
}

const fields: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Event address', autoComplete: 'street-address' },
  { name: 'requestedDate', label: 'Event date', type: 'date' },
  { name: 'requestedTime', label: 'Start time', type: 'time' },
  { name: 'packageName', label: 'Package' },
  {
    name: 'message',
    label: 'Tell us about your event',
    type: 'textarea',
    required: true,
    requiredMessage: 'Please tell us a little about your event',
    placeholder: 'The occasion, number of guests, anything we should know',
  },
]

const extra = { kind: 'outside_area' }

/** What happens after the request is sent (shown in place of the form). */
export const outsideAreaNextSteps = [
  'We check the drive and our booths for your date.',
  'Within 24 hours we email you a quote that includes travel, or call if we have questions.',
  'Nothing is booked or charged until you say yes.',
] as const

/**
 * An address beyond online booking range: the visitor asks us instead (POST
 * /api/accommodation-request, stored as an outside-area inquiry staff see on Today). Opened by
 * the wizard and the chat assistant with what the visitor already told them.
 */
export function OutsideServiceAreaDialog({ open, onOpenChange, defaults }: Props) {
  const [sent, setSent] = useState(false)
  // Each opening starts a new request (adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) setSent(false)
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={sent ? 'Request Sent' : 'Outside Our Service Area'}
      description={
        sent
          ? "Thank you! We've received your request."
          : "This address is beyond our online booking range, but we travel across Manitoba. Check your details and we'll do our best to accommodate you."
      }
    >
      {sent ? (
        <div className="grid gap-5">
          <div>
            <h3 className="font-semibold text-stone-900">What happens next</h3>
            <ol className="mt-2 list-decimal grid gap-1 pl-5 text-stone-800">
              {outsideAreaNextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <button type="button" className={ui.primary} onClick={() => onOpenChange(false)}>
            Done
          </button>
        </div>
      ) : (
        <InquiryForm
          fields={fields}
          route="accommodationRequest"
          defaults={defaults}
          extra={extra}
          sent={formMessages.requestSent}
          failed={formMessages.requestFailed}
          invalid={formMessages.missingInformation}
          submitLabel="Send Request"
          resetKey={open}
          onSent={() => setSent(true)}
        />
      )}
    </Modal>
  )
}
