// Files outside the booking plugin that still touch its tables (scripts/lint/bookingTables.mjs):
// each moves behind booking's server entry (issue 52) and is struck off. Never add to it.
export const KNOWN = [
  'plugins/crew/endpoints/designEndpoints.ts',
  'plugins/crew/operations/announceProof.ts',
  'plugins/crew/operations/assignCrew.ts',
  'plugins/crew/operations/bookingCrew.ts',
  'plugins/crew/operations/bookingWindows.ts',
  'plugins/crew/operations/confirmedBookingsAhead.ts',
  'plugins/crew/operations/crewEvents.ts',
  'plugins/crew/operations/customerDesign.ts',
  'plugins/crew/operations/dayBeforeTexts.ts',
  'plugins/crew/operations/loadPayReport.ts',
  'plugins/crew/operations/ownAssignment.ts',
  'plugins/crew/operations/staffRunSheets.ts',
  'plugins/customers/operations/customerPage.ts',
  'plugins/customers/operations/customerRows.ts',
  'plugins/outbox/admin/BookingCell.tsx',
]
