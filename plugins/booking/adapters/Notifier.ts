import type { PayloadRequest } from 'payload'

/** Something staff should hear about at once; `adminPath` links to the document in the admin. */
export type StaffEvent =
  | {
      kind: 'booking_confirmed'
      reference: string
      customer: string
      eventDate: string
      eventTime: string
      packageName: string
      adminPath: string
    }
  | {
      kind: 'payment_failed'
      reference: string
      customer: string
      reason: string
      adminPath: string
    }
  | { kind: 'refund'; reference: string; customer: string; amount: string; adminPath: string }
  | {
      kind: 'balance_overdue'
      reference: string
      customer: string
      amount: string
      dueDate: string
      adminPath: string
    }
  | { kind: 'inquiry'; name: string; subject: string; adminPath: string }
  | {
      kind: 'chat_started' | 'chat_message'
      sessionId: string
      visitor: string
      text: string
      adminPath: string
    }
  | { kind: 'integration_broken'; service: string; detail: string; adminPath: string }

/**
 * Instant staff alerts (DESIGN: `Notifier`, Telegram when set up). `notify` only queues, inside
 * the caller's transaction: a relay that is down never fails or slows the action that caused it.
 */
export interface Notifier {
  readonly name: string
  notify(args: { req: PayloadRequest; event: StaffEvent }): Promise<void>
}

/** The default: no relay configured; staff still get the emails. */
export const notConnectedNotifier: Notifier = {
  name: 'not connected',
  notify: async () => {},
}
