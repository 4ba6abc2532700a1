import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting an account removes its unavailable dates and crew assignments first (their columns
 * cannot be emptied); the bookings' history entries still name who worked.
 */
export const releaseAttendant: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['crew-unavailable-dates', 'crew-assignments'] as const)
    await req.payload.delete({ collection, where: { attendant: { equals: id } }, req })
}
