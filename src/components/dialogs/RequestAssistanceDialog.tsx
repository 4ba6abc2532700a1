'use client'

import { useMemo } from 'react'

import { formatDateLong, isValidDateString } from '@kernel'
import { formMessages } from '@/lib/formMessages'

import type { FieldSpec } from '../forms/fieldSpec'
import { InquiryForm } from '../forms/InquiryForm'
import { Modal } from './Modal'

export type RequestAssistanceDefaults = Partial<{
  name: string
  email: string
  phone: string
  message: string
  requestedDate: string
  requestedTime: string
  packageName: string
}>

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  defaults?: RequestAssistanceDefaults
}

const fields: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel' },
  {
    name: 'message',
    label: 'Message',
    type: 'textarea',
    placeholder: 'Other times that would work, or anything we should know',
  },
]

/** Shown by the wizard when no booth is free: asks us to fit the visitor in (POST /api/contact/accommodation-request). */
export function RequestAssistanceDialog({ open, onOpenChange, defaults }: Props) {
  // The requested slot travels with the form without being editable here.
  const extra = useMemo(
    () => ({
      requestedDate: defaults?.requestedDate,
      requestedTime: defaults?.requestedTime,
      packageName: defaults?.packageName,
    }),
    [defaults?.requestedDate, defaults?.requestedTime, defaults?.packageName],
  )
  const date = defaults?.requestedDate
  const slot = [
    defaults?.packageName,
    date && isValidDateString(date) ? formatDateLong(date) : date,
    defaults?.requestedTime,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Request Assistance"
      description={
        <>
          <p>
            That time is already booked, but we may still be able to help. Send your details and
            we&apos;ll contact you within 24 hours.
          </p>
          {slot && <p className="mt-2 font-semibold text-stone-900">Requested: {slot}</p>}
        </>
      }
    >
      <InquiryForm
        fields={fields}
        route="assistance"
        defaults={defaults}
        extra={extra}
        sent={formMessages.requestSent}
        failed={formMessages.requestFailed}
        submitLabel="Send Request"
        resetKey={open}
        onSent={() => onOpenChange(false)}
      />
    </Modal>
  )
}
