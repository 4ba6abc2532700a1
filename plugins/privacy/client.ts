// The privacy plugin's browser-safe surface: the words a sign-up form shows (stored as consented).
export { NEWSLETTER_WORDING } from './core/consentWording'
