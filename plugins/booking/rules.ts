// The booking plugin's pure, browser-safe rules: what the site, other plugins and other plugins'
// core/ reuse. No React (hooks and components are react.ts), no zod (the customer's field rules are
// forms.ts) and no zone data (@kernel/time, moment-timezone: 900 KB raw; rules that read
// Winnipeg's clock are exported by index.ts), so a pure or server-only consumer loads none of them.
// Its server surface is index.ts, its wire types contract.ts.
export { effectiveAddOnRule } from './core/addOnRules'
export { addOnPriceWords } from './core/addOnPriceWords'
export { boothAvailability } from './core/availability'
export { isCancelledOrRefunded, isConfirmed, isPendingPayment } from './core/bookingStatus'
export { cardLabel } from './core/chargeNowMessage'
export { locatePlace } from './core/locatePlace'
export { MANITOBA_PLACES } from './core/manitobaPlaces'
export { statusWord as statusLabel } from './core/moneyWords'
export { moneyState } from './core/moneyState'
export { bookingPlanSentence, nextPaymentPhrase } from './core/scheduleWords'
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
export type { AddOnEffect, PricingRule } from './core/catalogChoices'
