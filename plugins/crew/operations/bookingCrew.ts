import type { PayloadRequest } from 'payload'

import { bookingForCrew } from '@booking/server'
import { formatInstant } from '@kernel/time'
import { pluginSms } from '@outbox/server'

import { minutesLate } from '../core/attendance'
import { boothLabel } from '../core/boothLabel'
import { relId } from '@kernel'
import { attendantOptions } from './attendantOptions'

const STATUS: Record<string, string> = {
  offered: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
}

/** The workspace's crew panel: per booth, who is assigned and how it stands; who is free. */
export async function bookingCrew(req: PayloadRequest, bookingId: number) {
  const booking = await bookingForCrew(req, bookingId)
  if (!booking) return null
  const [{ docs }, choices] = await Promise.all([
    req.payload.find({
      collection: 'crew-assignments',
      where: { booking: { equals: bookingId } },
      depth: 1,
      req,
    }),
    attendantOptions(req, booking),
  ])
  const setup = booking.timeline?.setupStart
  const booths = (booking.booths ?? []).map((booth) => {
    const a = docs.find((d) => d.booth === booth)
    const user = a?.attendant as { id: number; name?: string; email?: string } | undefined
    return {
      booth,
      label: boothLabel(booth),
      attendant: a ? { id: relId(a.attendant), name: user?.name || user?.email || '' } : null,
      status: a ? (STATUS[a.status] ?? a.status) : null,
      checkedIn: a?.checkedInAt ? formatInstant(a.checkedInAt, 'time') : null,
      checkedOut: a?.checkedOutAt ? formatInstant(a.checkedOutAt, 'time') : null,
      minutesLate: a?.checkedInAt && setup ? minutesLate(setup, a.checkedInAt) : 0,
    }
  })
  // Said in words on the panel: without TWILIO_* settings attendants hear by email (and Telegram).
  const texts = pluginSms(req.payload).configured
  const { confirmed, selfServe } = booking
  return { bookingId, confirmed, selfServe, booths, choices, texts }
}

export type BookingCrew = NonNullable<Awaited<ReturnType<typeof bookingCrew>>>
