import type { Endpoint } from 'payload'

import { defineEndpoint, parseId } from '@server-kit'

import { reviewErrors } from '../messages'
import { staffRequest, staffSend, staffStop } from '../operations/staffRequest'

const idOf = (params: Record<string, string>) => parseId(params.id) ?? 0

/** The booking workspace's review request: see it, send it now, stop it. */
export const staffReviewEndpoints: Endpoint[] = [
  defineEndpoint({
    path: '/review-request/:id',
    method: 'get',
    auth: 'staff',
    errors: reviewErrors,
    run: ({ req, params }) => staffRequest(req, idOf(params)),
  }),
  defineEndpoint({
    path: '/review-request/:id/send',
    method: 'post',
    auth: 'staff',
    errors: reviewErrors,
    run: ({ req, params }) => staffSend(req, idOf(params), new Date()),
  }),
  defineEndpoint({
    path: '/review-request/:id/stop',
    method: 'post',
    auth: 'staff',
    errors: reviewErrors,
    run: ({ req, params }) => staffStop(req, idOf(params), new Date()),
  }),
]
