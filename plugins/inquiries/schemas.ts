import { z } from 'zod'

import { isEmail } from '@kernel'
import { isSafeText } from '@server-kit'

import { messages } from './messages'

const text = (max: number, required?: string) => {
  const base = z
    .string({ error: required ?? 'must be text' })
    .max(max * 4, messages.tooLong(max))
    .refine(isSafeText, 'contains characters that are not allowed')
    .trim()
    .max(max, messages.tooLong(max))
  return required ? base.min(1, required) : base
}
const optionalText = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((v) => v || undefined)
const email = z
  .string({ error: messages.emailInvalid })
  .max(800, messages.emailInvalid)
  .refine(isSafeText, messages.emailInvalid)
  .trim()
  .toLowerCase()
  .max(200)
  .pipe(z.string().refine(isEmail, messages.emailInvalid))

export const contactSchema = z.object({
  name: text(120, messages.nameRequired),
  email,
  phone: text(40, messages.phoneRequired),
  message: text(5000, messages.messageRequired),
})

/** No free slot in the wizard: the visitor asks us to fit them in. */
export const assistanceSchema = z.object({
  name: text(120, messages.nameRequired),
  email,
  phone: text(40, messages.phoneRequired),
  message: optionalText(5000),
  requestedDate: optionalText(40),
  requestedTime: optionalText(40),
  packageName: optionalText(120),
})

/**
 * Custom quote (phone required by its form) or an address outside the service area; the wizard
 * sends what the visitor already told it (address, date, time, package) with the latter.
 */
export const requestSchema = z.object({
  name: text(120, messages.nameRequired),
  email,
  phone: optionalText(40),
  message: text(5000, messages.messageRequired),
  address: optionalText(300),
  requestedDate: optionalText(40),
  requestedTime: optionalText(40),
  packageName: optionalText(120),
  kind: z
    .enum(['custom_quote', 'outside_area'], { error: "must be 'custom_quote' or 'outside_area'" })
    .optional()
    .default('outside_area'),
})

/** The accessibility page: feedback, or a document wanted in another format (or both). */
export const accessibilitySchema = z.object({
  name: text(120, messages.nameRequired),
  email,
  phone: optionalText(40),
  message: text(5000, messages.messageRequired),
  accessibleDocument: optionalText(200),
  accessibleFormat: optionalText(200),
})

export const subscribeSchema = z.object({ email })

export type InquiryKind =
  'contact' | 'custom_quote' | 'accommodation' | 'outside_area' | 'accessibility'
export type InquiryInput = {
  kind: InquiryKind
  name: string
  email: string
  phone?: string
  message?: string
  address?: string
  requestedDate?: string
  requestedTime?: string
  packageName?: string
  accessibleDocument?: string
  accessibleFormat?: string
}
