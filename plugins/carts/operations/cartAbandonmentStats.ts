import type { PayloadRequest } from 'payload'

import { cartReminderSettings } from './cartReminderSettings'
import { abandonedWhere } from './sendCartReminders'

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0)

/** The spec's dashboard figures: abandoned carts, recovery, reminders sent and conversion. */
export async function cartAbandonmentStats({ req, now }: { req: PayloadRequest; now: Date }) {
  const settings = cartReminderSettings()
  // Read-only figures run in parallel on the pool, outside the request's transaction (one
  // transaction's connection cannot run queries concurrently).
  const count = async (where: object) =>
    (await req.payload.count({ collection: 'carts', where: where as never })).totalDocs
  const idleBefore = new Date(now.getTime() - settings.idleMinutes * 60_000).toISOString()
  const [
    totalAbandoned,
    withEmail,
    recovered,
    completedBookings,
    totalCustomers,
    recent,
    reminded,
  ] = await Promise.all([
    count({
      and: [{ converted: { not_equals: true } }, { lastActivity: { less_than_equal: idleBefore } }],
    }),
    count(abandonedWhere(now, settings)),
    count({ recovered: { equals: true } }),
    count({ converted: { equals: true } }),
    count({ email: { exists: true } }),
    req.payload.find({
      collection: 'carts',
      where: abandonedWhere(now, settings),
      sort: '-lastActivity',
      limit: 10,
      depth: 0,
      req,
    }),
    req.payload.find({
      collection: 'carts',
      where: { remindersSent: { greater_than: 0 } },
      pagination: false,
      depth: 0,
      select: { remindersSent: true },
      req,
    }),
  ])
  return {
    settings,
    cartAbandonment: {
      totalAbandoned,
      withEmail,
      recovered,
      recoveryRate: pct(recovered, withEmail + recovered),
      remindersSent: reminded.docs.reduce((sum, c) => sum + (c.remindersSent ?? 0), 0),
      recentAbandoned: recent.docs.map((c) => ({
        id: c.id,
        sessionId: c.sessionId,
        firstName: c.firstName ?? '',
        lastName: c.lastName ?? '',
        email: c.email ?? '',
        lastActivity: c.lastActivity,
        totalCents: c.totalCents ?? 0,
        recovered: Boolean(c.recovered),
        remindersSent: c.remindersSent ?? 0,
        unsubscribed: Boolean(c.unsubscribedAt),
      })),
    },
    customerInfo: {
      conversionRate: pct(completedBookings, totalCustomers),
      completedBookings,
      totalCustomers,
    },
  }
}

export type CartAbandonmentStats = Awaited<ReturnType<typeof cartAbandonmentStats>>
