import type { PayloadRequest } from 'payload'

import type { Inquiry } from '../types'

import { subjects } from '../messages'
import type { InquiryInput } from '../schemas'
import { notifyBusiness } from './notifyBusiness'

const labels: Array<[keyof InquiryInput, string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['packageName', 'Package'],
  ['requestedDate', 'Requested date'],
  ['requestedTime', 'Requested time'],
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

/** Stores a visitor's message as an Inquiry, then emails the business (best effort). */
export async function createInquiry({
  req,
  input,
}: {
  req: PayloadRequest
  input: InquiryInput
}): Promise<Inquiry> {
  const pageUrl = req.headers.get('referer')?.slice(0, 500) || undefined
  const doc = await req.payload.create({
    collection: 'inquiries',
    data: { ...input, status: 'new', pageUrl },
    req,
  })
  await notifyBusiness({
    req,
    subject: subjects[input.kind](input.name),
    text: inquiryText(input, pageUrl),
    replyTo: input.email,
  })
  return doc
}
