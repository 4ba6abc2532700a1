// Types the front end shares with the server (type-only: nothing here runs).
export type { ReviewPageView } from './operations/loadReviewPage'
export type { StaffReviewRequest } from './operations/staffRequest'

/** The route table: each endpoint as a typed call. */
export * from './routes'

/** The site's rating and its words (the hero and the JSON-LD say the same). */
export { ratingSummary, ratingWords, type RatingSummary } from './core/ratingSummary'
export type { SiteReviews, Testimonial } from './operations/publishedReviews'
