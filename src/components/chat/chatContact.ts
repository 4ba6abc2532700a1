import { isEmail } from '@kernel'

import { chatText } from './chatText'

export type ChatContact = { name: string; email: string }
export type ContactErrors = Partial<Record<keyof ChatContact, string>>

/** The Start Chat form's rules: a name of 2+ characters and a valid email. */
export function validateContact(input: ChatContact): ContactErrors {
  const errors: ContactErrors = {}
  if (input.name.trim().length < 2) errors.name = chatText.nameTooShort
  if (!isEmail(input.email.trim())) errors.email = chatText.emailInvalid
  return errors
}

/** The spec's reply delay: 1000 ms plus a random 0–1000 ms (`random` in [0, 1)). */
export const replyDelay = (random: number) => 1000 + Math.floor(random * 1000)
