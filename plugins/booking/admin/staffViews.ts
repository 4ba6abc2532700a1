import type { withStaffAdmin } from '@admin-kit/staffAdmin'

// The staff's working day: the Today dashboard, the calendar, the bookings and a new one.
export const staffAdmin: Parameters<typeof withStaffAdmin>[1] = {
  views: {
    // The landing page: this week's events and what needs attention (replaces Payload's dashboard).
    dashboard: { Component: '/plugins/booking/admin/today/TodayView#TodayView' },
    createBooking: {
      Component: '/plugins/booking/admin/createBooking/CreateBookingView#CreateBookingView',
      path: '/create-booking',
    },
    goLive: {
      Component: '/plugins/booking/admin/today/goLive/GoLiveView#GoLiveView',
      path: '/go-live',
    },
    calendar: {
      Component: '/plugins/booking/admin/calendar/CalendarView#CalendarView',
      path: '/calendar',
    },
  },
  links: [
    { group: 'Work', label: 'Today', href: '/admin', order: 10 },
    { group: 'Work', label: 'Calendar', href: '/admin/calendar', order: 20 },
    { group: 'Work', label: 'Bookings', href: '/admin/collections/bookings', order: 30 },
    { group: 'Work', label: 'New booking', href: '/admin/create-booking', order: 40 },
    {
      group: 'Money',
      label: 'Payments',
      href: '/admin/collections/payments',
      order: 10,
      collection: 'payments',
    },
    {
      group: 'Money',
      label: 'Receipts and invoices',
      href: '/admin/collections/booking-documents',
      order: 20,
      collection: 'booking-documents',
    },
    {
      group: 'Settings',
      label: 'Go-live checklist',
      href: '/admin/go-live',
      order: 20,
      adminOnly: true,
      hint: 'What to set up before taking real bookings, each item with where it is fixed.',
    },
  ],
}
