// The one money and time formatting module (site, wizard, emails, admin). Client-safe: no zone data.
export * from './formatMoney'
export * from './formatWallClock'
export * from './formatAddOn'
export * from './formatDuration'
export * from './isEmail'
export * from './phoneDigits'
