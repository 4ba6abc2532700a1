import type { Payload } from 'payload'

import { notConfiguredSms, type SmsGateway } from './SmsGateway'

type Custom = { outbox?: { sms?: SmsGateway } } | undefined

/** The gateway payload.config.ts gave outboxPlugin({ sms }); "not configured" otherwise. */
export const pluginSms = (payload: Payload): SmsGateway =>
  (payload.config.custom as Custom)?.outbox?.sms ?? notConfiguredSms
