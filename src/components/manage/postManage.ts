import { apiRequest, type ApiResult } from '@api-client'
import type { ApiErrorCode } from '@booking/contract'

/** POSTs a manage-page action; the server's code and message (it names the field) on failure. */
export function postManage<T>(
  bookingId: number,
  action: 'cancel' | 'reschedule' | 'details' | 'modify' | 'modify/quote' | 'autopay',
  body: Record<string, unknown>,
): Promise<ApiResult<T, ApiErrorCode>> {
  return apiRequest<T, ApiErrorCode>(`/api/bookings/${bookingId}/manage/${action}`, { body })
}
