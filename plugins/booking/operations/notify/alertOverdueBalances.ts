import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS } from '../../core'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { formatCad } from '@kernel'
import { pluginNotifier } from '../runtime/pluginIntegrations'

/**
 * Once per booking: staff hear when a confirmed booking's balance is past due and unpaid
 * (the due date is the day before the event). Idempotent: the alert time is recorded.
 */
export async function alertOverdueBalances({
  req,
  now,
}: {
  req: PayloadRequest
  now: Date
}): Promise<number> {
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: BOOKING_STATUS.confirmed } },
        { remainingBalanceCents: { greater_than: 0 } },
        { balanceDueDate: { less_than: today } },
        { balanceOverdueAlertedAt: { exists: false } },
      ],
    },
    limit: 100,
    depth: 0,
    req,
  })
  const notifier = pluginNotifier(req.payload)
  for (const b of docs) {
    await notifier.notify({
      req,
      event: {
        kind: 'balance_overdue',
        reference: b.reference ?? `#${b.id}`,
        customer: `${b.firstName} ${b.lastName}`,
        amount: formatCad(b.remainingBalanceCents ?? 0),
        dueDate: b.balanceDueDate ?? today,
        adminPath: `/admin/collections/bookings/${b.id}`,
      },
    })
    await req.payload.update({
      collection: 'bookings',
      id: b.id,
      data: { balanceOverdueAlertedAt: now.toISOString() },
      depth: 0,
      req,
    })
  }
  return docs.length
}
