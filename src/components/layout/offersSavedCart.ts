import { hasSavedCart, RECOVERY_DISMISSED_KEY } from '@/lib/wizardStorage'

const hiddenOn = ['/booking', '/booking-success']

function dismissedThisSession() {
  try {
    return sessionStorage.getItem(RECOVERY_DISMISSED_KEY) === 'true'
  } catch {
    return true
  }
}

/** Never inside the wizard itself. */
export const popupHiddenOn = (pathname: string) =>
  hiddenOn.some((p) => pathname === p || pathname.startsWith(`${p}/`))

/** Whether the returning-visitor popup should offer the saved cart on this path (browser only). */
export function offersSavedCart(pathname: string) {
  if (popupHiddenOn(pathname)) return false
  return !dismissedThisSession() && hasSavedCart()
}
