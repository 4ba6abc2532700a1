// The edit view reloads after an action (its form must re-read the locked fields), which would
// wipe a toast shown before it; the message waits in sessionStorage and is shown after the reload.
const KEY = 'booking-action-flash'

/** A message after an action; `link` when staff should pass it on (the email did not go out). */
export type Flash = { message: string; ok: boolean; link?: string | null }

export function setFlash(flash: string | Flash): void {
  try {
    const value: Flash = typeof flash === 'string' ? { message: flash, ok: true } : flash
    sessionStorage.setItem(KEY, JSON.stringify(value))
  } catch {
    // Storage blocked: the history row below the actions still records what happened.
  }
}

/** The waiting message, removed so that it is shown once. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Flash
    return typeof parsed?.message === 'string' ? parsed : null
  } catch {
    return null
  }
}
