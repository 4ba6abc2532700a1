import type { PayloadRequest, Where } from 'payload'

import { emailSite } from '@email'
import { sendCommercialEmail } from '@privacy/server'
import { recoveryToken } from '../keys/cartKeys'
import { reminderFirstName } from '../core/reminderFirstName'
import { cartReminderEmail } from '../email/cartReminderEmail'
import { type CartReminderSettings, cartReminderSettings } from './cartReminderSettings'
import { claimReminder } from './claimReminder'

// A reminder's link opens the cart once, within two weeks.
const LINK_LIFE_MS = 14 * 24 * 3_600_000

/** Carts idle past the threshold, with an email, no booking, not recovered or unsubscribed. */
export function abandonedWhere(now: Date, s: CartReminderSettings): Where {
  const idleBefore = new Date(now.getTime() - s.idleMinutes * 60_000).toISOString()
  return {
    and: [
      { email: { exists: true } },
      { email: { not_equals: '' } },
      { converted: { not_equals: true } },
      { recovered: { not_equals: true } },
      { booking: { exists: false } },
      { lastActivity: { less_than_equal: idleBefore } },
    ],
  }
}

/**
 * Emails each abandoned cart a reminder, at most `maxReminders` times and no more often than
 * the idle time. Safe to run twice at once: each send first claims its cart with a conditional
 * UPDATE on the reminder count, so only one run wins a given reminder.
 */
export async function sendCartReminders({
  req,
  now,
  settings = cartReminderSettings(),
}: {
  req: PayloadRequest
  now: Date
  settings?: CartReminderSettings
}): Promise<{ sent: number; considered: number }> {
  const spacedBefore = new Date(now.getTime() - settings.idleMinutes * 60_000).toISOString()
  const { docs } = await req.payload.find({
    collection: 'carts',
    where: {
      and: [
        abandonedWhere(now, settings),
        { unsubscribedAt: { exists: false } },
        { remindersSent: { less_than: settings.maxReminders } },
        {
          or: [
            { lastReminderAt: { exists: false } },
            { lastReminderAt: { less_than_equal: spacedBefore } },
          ],
        },
      ],
    },
    limit: 100,
    depth: 0,
    req,
  })
  const site = await emailSite(req)
  let sent = 0
  for (const cart of docs) {
    const count = cart.remindersSent ?? 0
    if (!(await claimReminder({ req, cartId: cart.id, count, now }))) continue // another run took it
    const recover = recoveryToken(
      req.payload.secret,
      cart.sessionId,
      new Date(now.getTime() + LINK_LIFE_MS),
    )
    const email = cartReminderEmail(
      {
        // The only visitor text in the email: no links, no message (the mailer relays nothing).
        firstName: reminderFirstName(cart.firstName),
        recoverLink: `${site.siteUrl}/booking?recover=${encodeURIComponent(recover)}`,
      },
      site,
    )
    try {
      // CASL: no consent or an unsubscribe on file, no reminder (the claim stays: not retried).
      const result = await sendCommercialEmail({
        req,
        kind: 'cart_reminder',
        to: cart.email!,
        mail: email,
        now,
      })
      if (result.ok) sent++
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `cart reminder for ${cart.id} failed` })
    }
  }
  return { sent, considered: docs.length }
}
