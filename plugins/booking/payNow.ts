// What to pay now (issue 35): the one rule and the component the wizard, the balance page, the
// staff phone booking and a quote's page share. Its own entry, not client.ts: every page imports
// client.ts, and only the payment screens need this (start-up JS budgets).
export { AUTOPAY_CONSENT } from './core/autopayConsent'
export { payNow, planAvailable, type PayNowType } from './core/payNow'
export { planSentence } from './core/scheduleWords'
export { PayNowChoice, type PayNowValue } from './ui/PayNowChoice'
export { PayOptionCards, type PayOption } from './ui/PayOptionCards'
