// Booking and booth-reservation statuses: one home for their values and what each one means.

/** A booking's status values, for `where` clauses and writes. */
export const BOOKING_STATUS = {
  pendingPayment: 'pending_payment',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
} as const

export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS]

/** Bookings still going ahead (see isActive), for `where` clauses. */
export const ACTIVE_BOOKING_STATUSES: BookingStatus[] = [
  BOOKING_STATUS.confirmed,
  BOOKING_STATUS.pendingPayment,
]

/** A booth reservation's status values. */
export const RESERVATION_STATUS = {
  held: 'held',
  confirmed: 'confirmed',
  released: 'released',
} as const

export type ReservationStatus = (typeof RESERVATION_STATUS)[keyof typeof RESERVATION_STATUS]

/** Reservations that still occupy a booth. */
export const LIVE_RESERVATION_STATUSES: ReservationStatus[] = [
  RESERVATION_STATUS.held,
  RESERVATION_STATUS.confirmed,
]

type Status = string | null | undefined

export const isConfirmed = (status: Status) => status === BOOKING_STATUS.confirmed

/** Held for the customer, not paid yet. */
export const isPendingPayment = (status: Status) => status === BOOKING_STATUS.pendingPayment

export const isExpired = (status: Status) => status === BOOKING_STATUS.expired

export const isCancelled = (status: Status) => status === BOOKING_STATUS.cancelled

export const isRefunded = (status: Status) => status === BOOKING_STATUS.refunded

/** Still going ahead: paid, or held awaiting payment. It can be moved, changed or paid. */
export const isActive = (status: Status) => isConfirmed(status) || isPendingPayment(status)

/** Not paid yet, with its hold running or lapsed: a payment confirms it if the booths are free. */
export const isAwaitingPayment = (status: Status) => isPendingPayment(status) || isExpired(status)

/** Not called off: it can still be cancelled, and what it owes still counts. */
export const isOpen = (status: Status) => isActive(status) || isExpired(status)

/** Called off, with or without money given back. */
export const isCancelledOrRefunded = (status: Status) => isCancelled(status) || isRefunded(status)

/** A confirmed booking's booths are confirmed; anything else holds them. */
export const reservationStatusFor = (status: Status): ReservationStatus =>
  isConfirmed(status) ? RESERVATION_STATUS.confirmed : RESERVATION_STATUS.held

/** The reservation still occupies its booth. */
export const isLiveReservation = (status: Status) =>
  status === RESERVATION_STATUS.held || status === RESERVATION_STATUS.confirmed

export const isHeldReservation = (status: Status) => status === RESERVATION_STATUS.held
