// Public surface of the booking core (test fixtures live in tests/helpers, not here).
export * from './types'
export * from './money'
export * from './format'
export * from './addOnRules'
export * from './promo'
export * from './pricing' // also re-exports priceAddOn and priceSelections
export * from './schedule' // also re-exports dateStrings, startTimes and eventTimeline
export * from './availability'
export * from './calendarBusy'
export * from './travel'
export * from './manitobaPlaces'
export * from './cancellation'
export * from './locatePlace'
export * from './toCatalog'
export * from './relId'
export * from './selfService'
export * from './modification'
export * from './holdAllowance'
