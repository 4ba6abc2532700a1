import type { CrewBooking } from '@booking/server'
import { formatDateLong, moneyOf } from '@kernel'
import { phoneParts } from '@kernel/format/phoneParts'
import { formatInstant } from '@kernel/time'

import { minutesLate } from '../core/attendance'
import { boothLabel } from '../core/boothLabel'

const POWER: Record<string, string> = { yes: 'Yes, within 10 ft', no: 'No', unsure: 'Not sure' }
const ACCESS: Record<string, string> = {
  ground: 'Ground level, no steps',
  elevator: 'Elevator',
  stairs: 'Stairs only',
}

export type RunSheetInput = {
  assignment: {
    id: number
    booth: string
    status: string
    checkedInAt?: string | null
    checkedOutAt?: string | null
    packed?: { item: number }[] | null
  }
  booking: Pick<
    CrewBooking,
    | 'id'
    | 'reference'
    | 'eventDate'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'address'
    | 'eventDetails'
    | 'addOns'
    | 'packageName'
    | 'backdropName'
  >
  window: { arrival: Date; start: Date; end: Date; teardownEnd: Date } | null
  packing: { id: number; name: string }[]
  balanceCents: number
  design: { url: string; filename: string } | null
}

const time = (d: Date | null | undefined) => (d ? formatInstant(d, 'time') : '—')

/**
 * What the attendant reads on site, formatted: words, 12-hour Winnipeg times, the balance to
 * collect. Deliberately no totals, payments or refunds: the only money is what to collect.
 */
export function runSheet(input: RunSheetInput) {
  const { assignment: a, booking: b, window: w } = input
  const d = b.eventDetails ?? {}
  const ticked = new Set((a.packed ?? []).map((p) => p.item))
  // Phones as a person reads them, '(204) 555-0199', and a tel: link that dials.
  const phone = phoneParts(b.phone)
  const venuePhone = phoneParts(d.venueContactPhone)?.label
  return {
    assignmentId: a.id,
    bookingId: b.id,
    reference: b.reference ?? '',
    status: a.status,
    booth: boothLabel(a.booth),
    eventDate: b.eventDate,
    date: formatDateLong(b.eventDate),
    arrival: time(w?.arrival),
    eventStart: time(w?.start),
    eventEnd: time(w?.end),
    teardownEnd: time(w?.teardownEnd),
    address: b.address,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(b.address)}`,
    venueContact: [d.venueContactName, venuePhone].filter(Boolean).join(', ') || null,
    placement: d.boothPlacement || null,
    power: d.powerNearby ? (POWER[d.powerNearby] ?? null) : null,
    access: d.access ? (ACCESS[d.access] ?? null) : null,
    packageName: b.packageName,
    backdropName: b.backdropName,
    addOns: b.addOns.map(({ name, quantity }) => ({ name, quantity })),
    packing: input.packing.map((p) => ({ ...p, checked: ticked.has(p.id) })),
    design: input.design,
    frameText: d.frameText || null,
    welcomeScreenText: d.welcomeScreenText || null,
    customerName: `${b.firstName} ${b.lastName}`,
    customerPhone: phone?.label ?? '',
    customerPhoneHref: phone?.href ?? null,
    balanceToCollect: moneyOf(input.balanceCents),
    checkedIn: a.checkedInAt ? time(new Date(a.checkedInAt)) : null,
    checkedOut: a.checkedOutAt ? time(new Date(a.checkedOutAt)) : null,
    minutesLate: w ? minutesLate(w.arrival, a.checkedInAt) : 0,
  }
}

export type RunSheet = ReturnType<typeof runSheet>
