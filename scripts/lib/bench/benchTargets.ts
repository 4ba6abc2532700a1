import { addDaysToDateString } from '@kernel'
import { START_TIMES } from '@booking/rules'
import type { LoadTarget } from './loadTest'

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]
const ADDRESSES = [
  '1 Main St, Winnipeg, MB',
  '2 Eveline St, Selkirk, MB',
  '3 Main St, Steinbach, MB',
]

const quoteBody = (eventDate: string, eventTime: string, selectedAddOns: number[]) => ({
  packageId: 1,
  eventDate,
  eventTime,
  selectedAddOns,
  addOnQuantities: '{}',
  address: pick(ADDRESSES),
  promoCode: 'THANKYOU15',
  paymentType: 'deposit',
})

const bookingBody = (eventDate: string, eventTime: string) => ({
  ...quoteBody(eventDate, eventTime, []),
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '2045550100',
  backdropId: 1,
  eventType: 'Party',
  guestCount: 80,
  referralSource: 'Google',
  termsAccepted: true,
})

/** The read endpoints, Payload's REST, the landing HTML and an empty handler, on random dates 8–300 days out. */
export function benchTargets(today: string): LoadTarget[] {
  const date = () => addDaysToDateString(today, 8 + Math.floor(Math.random() * 300))
  return [
    {
      name: 'GET /api/packages (Payload REST)',
      method: 'GET',
      path: () => '/api/packages?limit=10&depth=0',
    },
    {
      name: 'GET /api/calendar/availability',
      method: 'GET',
      path: () =>
        `/api/calendar/availability?date=${date()}&time=${pick(START_TIMES)}&packageName=Classic`,
    },
    {
      // The date picker's marks: one per month shown; answered from the server's 30 s cache.
      name: 'GET /api/calendar/month (availability marks)',
      method: 'GET',
      path: () => `/api/calendar/month?month=${date().slice(0, 7)}&packageName=Classic`,
    },
    {
      name: 'POST /api/quote',
      method: 'POST',
      path: () => '/api/quote',
      body: () => quoteBody(date(), pick(START_TIMES), [1, 2]),
    },
    { name: 'GET / (landing HTML)', method: 'GET', path: () => '/' },
    // A route handler that does nothing (liveness): the ceiling for any route on this server.
    { name: 'GET /api/health (empty Next handler)', method: 'GET', path: () => '/api/health' },
  ]
}

/** Bookings that never contend: the n-th goes to day firstOffset + n/2 (two booths a day). */
export function bookingTarget(today: string, firstOffset: number): LoadTarget {
  let n = 0
  return {
    name: 'POST /api/bookings',
    method: 'POST',
    path: () => '/api/bookings',
    body: () => bookingBody(addDaysToDateString(today, firstOffset + Math.floor(n++ / 2)), '10:00'),
  }
}

/** Every request wants one of `slots` dates at 10:00: two can win each, the rest must get 409. */
export function raceTarget(firstDate: string, slots: number): LoadTarget {
  return {
    name: 'POST /api/bookings race',
    method: 'POST',
    path: () => '/api/bookings',
    body: () =>
      bookingBody(addDaysToDateString(firstDate, Math.floor(Math.random() * slots)), '10:00'),
  }
}
