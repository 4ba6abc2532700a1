import { daysBetweenDateStrings } from '@kernel'

/** Days before the event when the customer can no longer change the print design. */
export const DESIGN_LOCK_DAYS = 3

/** Locked from 3 days before the event (Winnipeg dates): the prints are being made. */
export const designLocked = (today: string, eventDate: string) =>
  daysBetweenDateStrings(today, eventDate) <= DESIGN_LOCK_DAYS
