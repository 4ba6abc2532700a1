import { formatDateLong, formatTimeLabel, isValidDateString } from '@kernel'

import type { InquiryInput } from '../schemas'

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The requested date and time as staff and emails show them: forms send '2027-06-12' and
 * '18:00' (what date and time inputs hold); free text is kept as typed.
 */
export function readableSlot(input: InquiryInput): InquiryInput {
  const date = input.requestedDate
  const time = input.requestedTime
  return {
    ...input,
    ...(date && isValidDateString(date) ? { requestedDate: formatDateLong(date) } : {}),
    ...(time && HH_MM.test(time) ? { requestedTime: formatTimeLabel(time) } : {}),
  }
}
