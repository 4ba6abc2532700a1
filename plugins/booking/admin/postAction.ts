import { toast } from '@payloadcms/ui'

import type { ApiResult } from '@api-client'
import { parseDollars } from '@kernel'

import { setFlash } from './flash'

/**
 * A staff booking action's answer (a bookingApi call); shows the server's message on failure.
 * True when it worked; `success` is then kept for the reloaded view to show.
 */
export async function postAction(
  sent: Promise<ApiResult<unknown>>,
  success?: string,
): Promise<boolean> {
  return (await postActionData(sent, success)) !== null
}

/** The same, answering the server's body (null on failure). */
export async function postActionData<T>(
  sent: Promise<ApiResult<T>>,
  success?: string,
): Promise<T | null> {
  const result = await sent
  if (!result.ok) {
    toast.error(result.message)
    return null
  }
  if (success) setFlash(success)
  return result.data
}

/** '$1,234.50' typed by staff → cents; null when it is not an amount (the kernel's rule). */
export const dollarsToCents = parseDollars
