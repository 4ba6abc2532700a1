import type { PayloadRequest } from 'payload'

import { afterCommit } from '@server-kit'

export const INTEGRATIONS_QUEUE = 'integrations'

type Inputs = {
  syncBookingCalendar: { bookingId: number }
  appendBookingRow: { bookingId: number }
  sendStaffAlert: { text: string }
  sendTelegramMessage: { chatId: string; text: string }
}

/**
 * Queues outside work in the caller's transaction (it exists only if the change commits), then
 * starts it as soon as the transaction is over. A failure is retried by the job with backoff,
 * and the per-minute queue run picks up anything that was not started here.
 */
export async function queueIntegrationJob<T extends keyof Inputs>(
  req: PayloadRequest,
  task: T,
  input: Inputs[T],
): Promise<void> {
  const { payload } = req
  const job = await payload.jobs.queue({ task, input, queue: INTEGRATIONS_QUEUE, req } as never)
  const id = (job as { id: number | string }).id
  await afterCommit(req, async () => {
    void payload.jobs.runByID({ id, silent: true }).catch((err: unknown) => {
      payload.logger.warn({ err, msg: `integration job ${task} ${id} will be retried` })
    })
  })
}
