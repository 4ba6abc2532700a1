// The reviews API's route table: the booking workspace's Review request section.
import { client, routesOf } from '@api-client'
import type { CommonCode } from '@server-kit'

import type { ReviewCode } from './messages'
import type { StaffReviewRequest } from './operations/staffRequest'

const route = routesOf<ReviewCode | CommonCode>()

export const reviewsRoutes = {
  request: route<{ res: StaffReviewRequest }>().get('/api/review-request/:id'),
  send: route<{ body: Record<string, never>; res: { via: string | null } }>().post(
    '/api/review-request/:id/send',
  ),
  stop: route<{ body: Record<string, never>; res: Record<string, never> }>().post(
    '/api/review-request/:id/stop',
  ),
}
export const reviewsApi = client(reviewsRoutes)
