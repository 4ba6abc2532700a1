// The privacy plugin's browser-safe surface: the words a sign-up form shows (stored as consented).
export { NEWSLETTER_WORDING } from './core/consentWording'

/** The API paths that answer plain HTML form posts (unsubscribe pages and RFC 8058 one-click). */
export const FORM_POST_PATHS = ['/api/unsubscribe', '/api/newsletter/confirm']
