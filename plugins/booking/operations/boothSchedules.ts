import type { PayloadRequest } from 'payload'

import type { BoothSchedule, Interval } from '../core'

export const BOOTH_IDS = ['booth1', 'booth2'] as const

/** Held and confirmed occupancy of each booth that touches `around`. */
export async function boothSchedules({
  req,
  around,
}: {
  req: PayloadRequest
  around: Interval
}): Promise<BoothSchedule[]> {
  const { docs } = await req.payload.find({
    collection: 'booth-reservations',
    where: {
      and: [
        { status: { in: ['held', 'confirmed'] } },
        { startsAt: { less_than: around.end.toISOString() } },
        { endsAt: { greater_than: around.start.toISOString() } },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return BOOTH_IDS.map((id) => ({
    id,
    busy: docs
      .filter((d) => d.booth === id)
      .map((d) => ({ start: new Date(d.startsAt), end: new Date(d.endsAt) })),
  }))
}
