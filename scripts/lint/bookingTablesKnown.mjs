// Files outside the booking plugin that still touch its tables (scripts/lint/bookingTables.mjs):
// each moves behind booking's server entry (issue 52) and is struck off. Never add to it.
export const KNOWN = [
  'plugins/health/metrics/scrapeGauges.ts',
  'plugins/health/operations/healthFacts.ts',
  'plugins/integrations/operations/spreadsheet.ts',
  'plugins/integrations/operations/syncBookingCalendar.ts',
  'plugins/quotes/operations/acceptQuote.ts',
  'plugins/quotes/operations/acceptedBookingLink.ts',
  'plugins/quotes/operations/holdForQuote.ts',
  'plugins/reports/operations/bookingMix.ts',
  'plugins/reports/operations/moneyHeld.ts',
  'plugins/reports/operations/periodDocuments.ts',
  'plugins/reports/operations/reviewsReport.ts',
  'scripts/lib/bench/overlapProof.ts',
  'scripts/lib/bench/seedReportYear.ts',
  'scripts/lib/invariants.ts',
]
