import { z } from 'zod'

import { isEmail } from '@kernel'

// Bounds: a chat line is a question, not an essay; names and emails as in the spec's form.
export const MAX_MESSAGE = 1000
const sessionId = z.string({ error: 'sessionId is required' }).trim().min(1).max(64)
const message = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message cannot be empty')
  .max(MAX_MESSAGE, `Message must be at most ${MAX_MESSAGE} characters`)

const customerName = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters')
const customerEmail = z.union([
  z.literal('Not provided'),
  z.string().trim().refine(isEmail, 'Please enter a valid email address').max(200),
])

export const contactSchema = z.object({
  customerName: customerName.optional().default('Anonymous'),
  customerEmail: customerEmail.optional().default('Not provided'),
  pagePath: z.string().max(300).optional(),
})

export const sendMessageSchema = z.object({
  sessionId,
  message,
  isFromCustomer: z.literal(true).optional(),
})

export const botResponseSchema = z.object({ message, sessionId: sessionId.optional() })

export const readMessagesSchema = z.object({ after: z.iso.datetime({ offset: true }).optional() })

export const adminMessagesSchema = z.object({ sessionId })

export const adminSendSchema = z.object({
  sessionId,
  message: message.max(2000),
})

/** The visitor's secret for their session travels in a header, never in the URL. */
export const chatToken = (req: { headers: Headers }) => req.headers.get('x-chat-token')
