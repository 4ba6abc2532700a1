/** What the gateway answered for one message: its id there, or why it was refused. */
export type SmsSendResult =
  | { ok: true; providerId: string; segments: number }
  | { ok: false; permanent: boolean; error: string; optedOut?: boolean }

/**
 * Text messages (DESIGN: one more notifier port). The real one is Twilio; without its settings
 * the site runs with `notConfiguredSms`, and screens say that texts are off.
 */
export interface SmsGateway {
  readonly name: string
  readonly configured: boolean
  send(args: { to: string; body: string; statusCallback?: string }): Promise<SmsSendResult>
  /** Whether a webhook request carries the provider's signature for this URL and form. */
  verify(args: { signature: string; url: string; params: Record<string, string> }): boolean
}

export const notConfiguredSms: SmsGateway = {
  name: 'not configured',
  configured: false,
  send: async () => ({ ok: false, permanent: true, error: 'SMS is not set up' }),
  verify: () => false,
}
