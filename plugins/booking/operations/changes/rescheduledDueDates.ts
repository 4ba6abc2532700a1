import type { Booking } from '../../types'

/**
 * A moved booking's balance due date and reminder state. The reminder and overdue jobs key on
 * the due date, so it follows the new date; and what was sent for the old date goes out again
 * for the new one (the jobs still skip what is paid or already given).
 */
export function rescheduledDueDates(
  booking: Pick<Booking, 'eventDate'>,
  newDate: string,
  balanceDueDate: string,
): Partial<Booking> {
  if (newDate === booking.eventDate) return { balanceDueDate }
  return {
    balanceDueDate,
    balanceReminderSentAt: null,
    balanceOverdueAlertedAt: null,
    detailsRequestSentAt: null,
    detailsReminderSentAt: null,
  }
}
