import { msg } from './messages'

export type BookingFailure =
  | { kind: 'outsideArea'; message: string }
  | { kind: 'slotTaken'; message: string }
  | { kind: 'validation'; message: string }
  | { kind: 'other'; title: string; message: string }

/** The spec's catalogue: the wizard keys on phrases in the server's message. */
export function classifyBookingError(message: string | undefined): BookingFailure {
  const text = message ?? ''
  if (text.includes('outside our service area')) return { kind: 'outsideArea', message: text }
  if (text.includes('no longer available')) return { kind: 'slotTaken', message: msg.slotTaken }
  if (text.includes('Validation error')) return { kind: 'validation', message: msg.validation }
  return { kind: 'other', title: msg.bookingFailed, message: text || msg.bookingFailedBody }
}
