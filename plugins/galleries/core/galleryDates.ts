import { addDaysToDateString } from '@kernel'

/** Photos are kept this many days after the event (the spec's promise). */
export const KEEP_DAYS = 60
/** The booth's upload key works through this many days after the event. */
export const UPLOAD_KEY_DAYS = 7
/** The "download your photos" reminder goes this many days before the gallery expires. */
export const REMINDER_DAYS = 7
/** Staff extend a gallery by this many days at a time. */
export const EXTENSION_DAYS = 30

/** The day the gallery's files go (Winnipeg calendar dates, YYYY-MM-DD). */
export const expiresOnFor = (eventDate: string) => addDaysToDateString(eventDate, KEEP_DAYS)

/** The last day the upload key is accepted. */
export const uploadKeyLastDay = (eventDate: string) =>
  addDaysToDateString(eventDate, UPLOAD_KEY_DAYS)

export const uploadKeyValid = (today: string, eventDate: string) =>
  today <= uploadKeyLastDay(eventDate)

/** Expired from its expiry day on: the job deletes the files that day. */
export const isExpiredOn = (today: string, expiresOn: string) => today >= expiresOn

/** The reminder is due in the last REMINDER_DAYS days before expiry. */
export const reminderDue = (today: string, expiresOn: string) =>
  !isExpiredOn(today, expiresOn) && today >= addDaysToDateString(expiresOn, -REMINDER_DAYS)

/** An extension counts from the later of the current expiry and today, so it always adds time. */
export const extendedExpiry = (today: string, expiresOn: string) =>
  addDaysToDateString(expiresOn > today ? expiresOn : today, EXTENSION_DAYS)
