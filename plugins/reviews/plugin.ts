import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { ReviewRequests } from './collections/ReviewRequests'
import { Reviews } from './collections/Reviews'
import { reviewPhotoEndpoints } from './endpoints/photoEndpoints'
import { staffReviewEndpoints } from './endpoints/staffEndpoints'
import { reviewRequestsTask } from './jobs/reviewRequestsTask'

export type ReviewsPluginOptions = {
  /** Off: the collections stay (the schema keeps its data), nothing is sent or shown. */
  enabled?: boolean
}

/**
 * Reviews tied to gallery delivery: the request when the gallery is first opened (or 24 h after
 * "Your gallery is ready") and one reminder, the signed review page, the owner's alert for 1 to 3
 * stars, moderation and a public reply in the admin, and the site's testimonials and rating
 * computed from published reviews. After the booking and galleries plugins. See docs/reviews.md.
 */
export const reviewsPlugin =
  (options: ReviewsPluginOptions = {}) =>
  (config: Config): Config => {
    if (options.enabled === false)
      return { ...config, collections: [...(config.collections ?? []), Reviews, ReviewRequests] }
    // The Reviews screen sits in Payload's Content group (the website's), beside Posts and FAQs.
    // The review request's panel (sent, reminded, stopped, written) in the booking workspace.
    const base = withStaffAdmin(config, {
      workspacePanels: [
        { order: 30, path: '/plugins/reviews/admin/ReviewRequestPanel#ReviewRequestPanel' },
      ],
    })
    return {
      ...base,
      collections: [...(config.collections ?? []), Reviews, ReviewRequests],
      endpoints: [...(config.endpoints ?? []), ...staffReviewEndpoints, ...reviewPhotoEndpoints],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), reviewRequestsTask],
        autoRun: [
          ...((config.jobs?.autoRun as unknown[]) ?? []),
          // The 15-minute pass is queued by its schedule; this runs it within 5 minutes.
          { cron: '*/5 * * * *', queue: 'reviews' },
        ] as never,
      },
    }
  }
