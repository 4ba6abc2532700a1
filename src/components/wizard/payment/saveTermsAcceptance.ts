import { toast } from '@/lib/toast'

import { api } from '@/lib/api'
import { msg } from '../messages'

/** Records the customer's acceptance of the terms; on failure says so and returns false. */
export async function saveTermsAcceptance(booking: {
  id: number
  accessToken: string
}): Promise<boolean> {
  try {
    await api(`/api/bookings/${booking.id}/accept-terms`, {
      body: { token: booking.accessToken },
    })
    return true
  } catch (error) {
    console.warn('accept-terms failed', error)
    toast.error(msg.termsTitle, { description: msg.termsSaveFailed, id: 'terms' })
    return false
  }
}
