// The edit view reloads after an action (its form must re-read the locked fields), which would
// wipe a toast shown before it; the message waits in sessionStorage and is shown after the reload.
const KEY = 'booking-action-flash'

export function setFlash(message: string): void {
  try {
    sessionStorage.setItem(KEY, message)
  } catch {
    // Storage blocked: the history row below the actions still records what happened.
  }
}

/** The waiting message, removed so that it is shown once. */
export function takeFlash(): string | null {
  try {
    const message = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return message
  } catch {
    return null
  }
}
