// How long the review link works. Pure: the clock is an argument.

const DAY = 86_400_000
/** A review can be changed for 14 days after it was first sent. */
export const EDIT_DAYS = 14
/** Before any review, the request's link works this long after it was first sent. */
export const LINK_DAYS = 60

export type LinkState = 'open' | 'not_requested' | 'closed'

/** Whether the link may show (and save) the review form now. */
export function linkState(
  f: { sentAt: Date | null; submittedAt: Date | null },
  now: Date,
): LinkState {
  if (f.submittedAt)
    return now.getTime() <= editableUntil(f.submittedAt).getTime() ? 'open' : 'closed'
  if (!f.sentAt) return 'not_requested'
  return now.getTime() <= f.sentAt.getTime() + LINK_DAYS * DAY ? 'open' : 'closed'
}

/** The last moment a review first sent at `submittedAt` can be changed. */
export const editableUntil = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + EDIT_DAYS * DAY)

/** 4 and 5 stars are offered the Google review link; 1 to 3 alert the owner. */
export const isHappy = (rating: number) => rating >= 4
