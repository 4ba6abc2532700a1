import type { PayloadRequest } from 'payload'

import type { Inquiry } from '../types'

import { subjects } from '../messages'
import type { InquiryInput } from '../schemas'
import { pluginNotifier } from '@booking/server'
import { acknowledgeInquiry } from './acknowledgeInquiry'
import { notifyBusiness } from './notifyBusiness'
import { readableSlot } from './readableSlot'

const labels: Array<[keyof InquiryInput, string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Event address'],
  ['packageName', 'Package'],
  ['requestedDate', 'Requested date'],
  ['requestedTime', 'Requested time'],
  ['accessibleDocument', 'Document wanted'],
  ['accessibleFormat', 'In this format'],
  ['message', 'Message'],
]

/** Plain-text email body: one labelled line per filled field. */
export const inquiryText = (input: InquiryInput, pageUrl?: string) =>
  [
    ...labels.filter(([key]) => input[key]).map(([key, label]) => `${label}: ${input[key]}`),
    pageUrl ? `Sent from: ${pageUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n')

/** Stores a visitor's message as an Inquiry, then emails the business and the visitor (best effort). */
export async function createInquiry({
  req,
  input,
}: {
  req: PayloadRequest
  input: InquiryInput
}): Promise<Inquiry> {
  input = readableSlot(input)
  const pageUrl = req.headers.get('referer')?.slice(0, 500) || undefined
  const doc = await req.payload.create({
    collection: 'inquiries',
    data: { ...input, status: 'new', pageUrl },
    req,
  })
  const subject = subjects[input.kind](input.name)
  await pluginNotifier(req.payload).notify({
    req,
    event: {
      kind: 'inquiry',
      name: input.name,
      subject,
      adminPath: `/admin/collections/inquiries/${doc.id}`,
    },
  })
  await notifyBusiness({
    req,
    subject,
    text: inquiryText(input, pageUrl),
    replyTo: input.email,
  })
  await acknowledgeInquiry(req, input)
  return doc
}
