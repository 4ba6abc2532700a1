// The outbox API's route table (admin views): resend one email, send a test email.
import { client, routesOf } from '@api-client'

import type { EmailDelivery, OutboxErrorCode, TestEmailResponse } from './contract'

const route = routesOf<OutboxErrorCode>()

export const outboxRoutes = {
  resend: route<{ res: { delivery: EmailDelivery } }>().post('/api/outbox/:id/resend'),
  testEmail: route<{ body: Record<string, never>; res: TestEmailResponse }>().post(
    '/api/outbox/test-email',
  ),
}
export const outboxApi = client(outboxRoutes)
