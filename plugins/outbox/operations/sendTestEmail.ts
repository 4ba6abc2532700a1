import type { PayloadRequest } from 'payload'

import { KIND_HEADER } from '../recordingEmailAdapter'

export type TestEmailResult =
  | { ok: true; body: { sent: boolean; to: string; answer: string } }
  | { ok: false; code: 'smtp_not_configured' | 'no_address' }

const answerOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'No answer from the mail server')

/**
 * Sends a short email to the signed-in admin through the configured SMTP server and reports what
 * the server answered ('250 OK …' or its refusal), so the owner can check delivery before going live.
 */
export async function sendTestEmail({ req }: { req: PayloadRequest }): Promise<TestEmailResult> {
  if (!req.payload.email || req.payload.email.name === 'outbox+none')
    return { ok: false, code: 'smtp_not_configured' }
  const to = (req.user as { email?: string } | null)?.email
  if (!to) return { ok: false, code: 'no_address' }
  try {
    const result = (await req.payload.sendEmail({
      to,
      subject: 'Test email from your booking site',
      text: 'This test email shows that the site can deliver booking confirmations.',
      headers: { [KIND_HEADER]: 'test_email' },
    })) as { response?: string; queued?: boolean; outboxId?: number } | undefined
    if (result?.queued && result.outboxId) {
      const row = await req.payload.findByID({ collection: 'outbox', id: result.outboxId, req })
      return {
        ok: true,
        body: { sent: false, to, answer: row.error || 'The mail server did not answer' },
      }
    }
    return { ok: true, body: { sent: true, to, answer: String(result?.response ?? 'Accepted') } }
  } catch (error) {
    return { ok: true, body: { sent: false, to, answer: answerOf(error) } }
  }
}
