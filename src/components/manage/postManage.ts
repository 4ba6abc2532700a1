import { api, ApiError } from '@/lib/api'

/** POSTs a manage-page action; the server's message (it names the field) on failure. */
export async function postManage<T>(
  bookingId: number,
  action: 'cancel' | 'reschedule' | 'details' | 'modify' | 'modify/quote',
  body: Record<string, unknown>,
): Promise<{ ok: true; data: T } | { ok: false; code?: string; message: string }> {
  try {
    const data = await api<T>(`/api/bookings/${bookingId}/manage/${action}`, { body })
    return { ok: true, data }
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, code: error.code, message: error.body?.message ?? error.message }
    return { ok: false, message: 'We could not reach the server. Please try again.' }
  }
}
