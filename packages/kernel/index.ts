// The shared kernel: money, wall-clock dates and times, and the contact rules every plugin and the
// site use. Pure and browser-safe; zone-aware time (zone data) is in ./time, phone formatting
// (phone metadata) in ./format/phoneParts, so the site's bundles stay light.
export {
  addDaysToDateString,
  addMonthsToDateString,
  daysBetweenDateStrings,
  isValidDateString,
} from './dateStrings'
export { formatDuration } from './format/formatDuration'
export { formatPercent } from './format/formatPercent'
export { formatCad, formatDollars, formatDollarsShort } from './format/formatMoney'
export { moneyOf, type Money } from './format/moneyOf'
export {
  INVALID_DATE,
  formatDateInYear,
  formatDateLong,
  formatTimeOrDash,
} from './format/formatWallClock'
export { escapeHtml } from './format/escapeHtml'
export { isEmail } from './format/isEmail'
export { isPhoneNumber, phoneDigits } from './format/phoneDigits'
export {
  CURRENCY,
  assertCents,
  centsToDecimalString,
  isCents,
  parseDollars,
  percentOf,
  roundHalfUp,
  toCents,
} from './money'
export type { Cents } from './money'
export { formatTimeLabel, isValidTimeString } from './wallTime'
export { relId } from './relId'
export { EVENT_TYPES } from './eventTypes'
export { SMS_CONSENT_WORDING } from './smsConsentWording'
