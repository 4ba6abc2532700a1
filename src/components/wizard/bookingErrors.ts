import type { ApiErrorBody } from '@booking/contract'

import { msg } from './messages'

export type BookingFailure =
  | { kind: 'outsideArea'; message: string }
  | { kind: 'slotTaken'; message: string }
  | { kind: 'validation'; message: string }
  | { kind: 'other'; title: string; message: string }

/** Which dialog a refused booking opens, by the server's error code. */
export function classifyBookingError(
  body: Partial<ApiErrorBody> | null | undefined,
): BookingFailure {
  const text = body?.message ?? ''
  switch (body?.code) {
    case 'outside_service_area':
      return { kind: 'outsideArea', message: text }
    case 'slot_taken':
      return { kind: 'slotTaken', message: msg.slotTaken }
    case 'invalid_input':
      return { kind: 'validation', message: msg.validation }
    default:
      return { kind: 'other', title: msg.bookingFailed, message: text || msg.bookingFailedBody }
  }
}
