// The booking plugin's browser-safe surface: the rules, hooks and components that the site and
// other plugins reuse (server code may use it too). Its server surface is index.ts, its wire
// types contract.ts. Nothing here may reach zone data (@kernel/time, moment-timezone: 900 KB
// raw): rules that read Winnipeg's clock (timeline, notice dates) are exported by index.ts. Nor
// zod (30 KiB gzip): the customer's field rules are forms.ts.
export { statusLabel } from './admin/workspace/statusBadge'
export { effectiveAddOnRule } from './core/addOnRules'
export { boothAvailability } from './core/availability'
export { isCancelledOrRefunded, isConfirmed, isPendingPayment } from './core/bookingStatus'
export { cardLabel } from './core/chargeNowMessage'
export { locatePlace } from './core/locatePlace'
export { MANITOBA_PLACES } from './core/manitobaPlaces'
export { START_TIMES, isValidStartTime } from './core/startTimes'
export { isBookablePackage, toBookingRules, toCatalogAddOn } from './core/toCatalog'
export { travelSurcharge } from './core/travel'
export type {
  AddOnSelection,
  CatalogAddOn,
  CatalogPackage,
  Interval,
  Place,
  QuoteLine,
} from './core/types'
export { bookingErrors } from './messages'
export type { DocumentLink } from './presenters/documentLinks'
export { documentView } from './presenters/documentView'
export type { DocumentView } from './presenters/documentView'
export type { ManagedBooking } from './presenters/managedBooking'
export { customerChangeOutcome, staffChangeOutcome, staffEmailOutcome } from './ui/emailOutcome'
export { changeCostsMoney, modificationSummary } from './ui/modificationSummary'
export { quantityChoices, useModificationQuote } from './ui/useModificationQuote'
export type { ModificationPost, Selection } from './ui/useModificationQuote'
