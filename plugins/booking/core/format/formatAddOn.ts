// How an add-on line reads to people, the same on the success page, in emails and on the manage page.

import { formatDuration } from '@kernel'

/** 240 → '4 h', 150 → '2.5 h', 30 → '30 min' (formatDuration's 'hours' style). */
export const formatHoursShort = (minutes: number): string => formatDuration(minutes, 'hours')

export type AddOnLabelInput = {
  name: string
  quantity: number
  /** The time the add-on covers (extra time, early set-up, the second booth), when it is timed. */
  minutes?: number | null
}

/** 'Two Photo Booths (4 h)', 'Extra Time (2 h)', 'Custom Backdrop', 'Props × 2'. */
export function addOnLabel({ name, quantity, minutes }: AddOnLabelInput): string {
  if (minutes && minutes > 0) return `${name} (${formatHoursShort(minutes)})`
  return quantity > 1 ? `${name} × ${quantity}` : name
}
