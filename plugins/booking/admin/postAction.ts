import { toast } from '@payloadcms/ui'

import { apiRequest } from '@api-client'
import { parseDollars } from '@kernel'

import { setFlash } from './flash'

/**
 * POSTs a staff booking action; shows the server's message on failure. True when it worked;
 * `success` is then kept for the reloaded view to show.
 */
export async function postAction(path: string, body?: unknown, success?: string): Promise<boolean> {
  return (await postActionData(path, body, success)) !== null
}

/** The same, answering the server's body (null on failure). */
export async function postActionData<T>(
  path: string,
  body?: unknown,
  success?: string,
): Promise<T | null> {
  const result = await apiRequest<T>(`/api${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  })
  if (!result.ok) {
    toast.error(result.message)
    return null
  }
  if (success) setFlash(success)
  return result.data
}

/** '$1,234.50' typed by staff → cents; null when it is not an amount (the kernel's rule). */
export const dollarsToCents = parseDollars
