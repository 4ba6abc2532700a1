import type { CalendarSync } from '@booking/server'
import { isConfirmed } from '@booking/rules'
import { googleBusyTimes } from '../operations/googleBusyTimes'
import { readIntegrationState } from '../operations/integrationState'
import { queueIntegrationJob } from '../operations/queueIntegrationJob'

/** Google Calendar behind the booking plugin's CalendarSync (and the customer sheet beside it). */
export const googleCalendarSync: CalendarSync = {
  name: 'google',
  busyTimes: ({ payload, around }) => googleBusyTimes(payload, around),
  bookingChanged: async ({ req, bookingId, status, previousStatus }) => {
    // Read in the caller's transaction: no second connection while it is open.
    const state = await readIntegrationState(req.payload, req)
    if (!state.googleTokens) return
    await queueIntegrationJob(req, 'syncBookingCalendar', { bookingId })
    if (isConfirmed(status) && !isConfirmed(previousStatus) && state.spreadsheetId)
      await queueIntegrationJob(req, 'appendBookingRow', { bookingId })
  },
}
