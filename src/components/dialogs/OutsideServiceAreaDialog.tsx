'use client'

import { formMessages } from '@/lib/formMessages'

import type { FieldSpec } from '../forms/fieldSpec'
import { InquiryForm } from '../forms/InquiryForm'
import { Modal } from './Modal'

export type OutsideServiceAreaDefaults = Partial<{
  name: string
  email: string
  phone: string
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
  {
    name: 'message',
    label: 'Event details',
    type: 'textarea',
    required: true,
    placeholder: 'Your event address, date and time',
  },
]

const extra = { kind: 'outside_area' }

/** The wizard's address is beyond online booking range: ask us instead (POST /api/accommodation-request). */
export function OutsideServiceAreaDialog({ open, onOpenChange, defaults }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Outside Our Service Area"
      description="This address is beyond our online booking range, but we travel across Manitoba. Tell us about your event and we'll do our best to accommodate you."
    >
      <InquiryForm
        fields={fields}
        url="/api/accommodation-request"
        defaults={defaults}
        extra={extra}
        sent={formMessages.requestSent}
        failed={formMessages.requestFailed}
        invalid={formMessages.missingInformation}
        submitLabel="Send Request"
        resetKey={open}
        onSent={() => onOpenChange(false)}
      />
    </Modal>
  )
}
