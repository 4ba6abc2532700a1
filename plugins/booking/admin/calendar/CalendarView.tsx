import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { BookingsCalendar } from './BookingsCalendar'

/** /admin/calendar: both booths by week or month; click a booking to open it. */
export function CalendarView(props: AdminViewServerProps) {
  return (
    <AdminPage props={props} title="Bookings calendar">
      <BookingsCalendar />
    </AdminPage>
  )
}
