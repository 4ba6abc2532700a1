// The quote builder's state as the browser keeps it (strings as typed) and what the server passes.
import type { StaffCatalog } from '@booking/contract'

/** The choices: booking's staff catalog (bookable packages, active add-ons, available backdrops). */
export type BuilderCatalog = StaffCatalog

/** A custom line as typed: the amount in dollars, '-' in front for a discount. */
export type LineRow = { key: number; label: string; amount: string }

export type BuilderValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  packageId: string
  eventDate: string
  eventTime: string
  address: string
  backdropId: string
  /** What the lead said, carried to the booking: 'Wedding', '60', their message. */
  eventType: string
  guestCount: string
  notes: string
  qty: Record<string, number>
  lines: LineRow[]
  expiresOn: string
  holdBooth: boolean
}

/** What the lead asked, shown beside the form for reference (as the lead stores it). */
export type LeadReference = {
  id: number
  name: string
  email: string
  phone: string
  requestedDate: string
  requestedTime: string
  packageName: string
  address: string
  message: string
}

export type BuilderInit = {
  catalog: BuilderCatalog
  values: BuilderValues
  /** Today in Winnipeg: the earliest expiry. */
  today: string
  lead: LeadReference | null
  /** Revise mode: the quote whose next revision this is. */
  revise: { id: number; number: string; revision: number } | null
}
