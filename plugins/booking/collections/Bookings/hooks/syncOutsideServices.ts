import type { CollectionAfterChangeHook } from 'payload'

import type { Booking } from '../../../types'

import { formatCad } from '@kernel'
import { isConfirmed } from '../../../core'
import { pluginCalendar, pluginNotifier } from '../../../operations/runtime/pluginIntegrations'

const bookingPath = (id: number) => `/admin/collections/bookings/${id}`
const customer = (b: Booking) => `${b.firstName} ${b.lastName}`

/** What the booth calendars show: a confirmed booking's time and booths. */
const calendarKey = (b?: Partial<Booking> | null) =>
  b
    ? JSON.stringify([isConfirmed(b.status), b.timeline?.setupStart, b.timeline?.end, b.booths])
    : ''

/**
 * Every change of a booking's status, time or booths, whichever operation made it, queues the
 * calendar sync, and the facts staff want at once become alerts. Both only queue work in the
 * booking's transaction; nothing here calls out.
 */
export const syncOutsideServices: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const prev = operation === 'create' ? null : previousDoc
  const calendar = pluginCalendar(req.payload)
  const notifier = pluginNotifier(req.payload)
  try {
    if (
      calendarKey(prev) !== calendarKey(doc) &&
      (isConfirmed(doc.status) || isConfirmed(prev?.status))
    )
      await calendar.bookingChanged({
        req,
        bookingId: doc.id,
        status: doc.status,
        previousStatus: prev?.status,
      })
    const reference = doc.reference ?? `#${doc.id}`
    const adminPath = bookingPath(doc.id)
    if (isConfirmed(doc.status) && !isConfirmed(prev?.status)) {
      const snapshot = doc.snapshot as { package?: { name?: string } } | null
      await notifier.notify({
        req,
        event: {
          kind: 'booking_confirmed',
          reference,
          customer: customer(doc),
          eventDate: doc.eventDate,
          eventTime: doc.eventTime,
          packageName: snapshot?.package?.name ?? '',
          adminPath,
        },
      })
    }
    if (doc.paymentFailure && doc.paymentFailure !== prev?.paymentFailure)
      await notifier.notify({
        req,
        event: {
          kind: 'payment_failed',
          reference,
          customer: customer(doc),
          reason: doc.paymentFailure,
          adminPath,
        },
      })
    const refunded = (doc.refundedCents ?? 0) - (prev?.refundedCents ?? 0)
    if (refunded > 0)
      await notifier.notify({
        req,
        event: {
          kind: 'refund',
          reference,
          customer: customer(doc),
          amount: formatCad(refunded),
          adminPath,
        },
      })
  } catch (error) {
    // Bookkeeping for outside services must never undo the booking change itself.
    req.payload.logger.error({ err: error, msg: `outside sync for booking ${doc.id} not queued` })
  }
  return doc
}
