// What stands between a fresh site and real bookings. Pure: facts in, checklist items out.
import type { GoLiveItem } from './goLiveItem'
import { placeholderChecks, type PlaceholderFacts } from './placeholderChecks'

export type { GoLiveId, GoLiveItem } from './goLiveItem'

export type GoLiveFacts = PlaceholderFacts & {
  phone: string
  email: string
  smtpConfigured: boolean
  stripeSecretKey: string
  siteUrl: string
  googleConnected: boolean
  telegramConnected: boolean
}

// The seed's fictional 555 number and reserved example.com address (src/seed/data/siteSettings).
const PLACEHOLDER_PHONE = /555[\s.-]?01\d\d\b/
const PLACEHOLDER_EMAIL = /@example\.(com|org|net)$/i
const SETTINGS = '/admin/globals/site-settings'
const HOSTING = '/admin/go-live'

const isHttps = (url: string) => /^https:\/\//i.test(url.trim())

function placeholderContact(f: GoLiveFacts): boolean {
  const digits = f.phone.replace(/\D/g, '')
  return (
    PLACEHOLDER_PHONE.test(f.phone) ||
    /^1?\d{3}55501\d\d$/.test(digits) ||
    PLACEHOLDER_EMAIL.test(f.email.trim())
  )
}

/** Each check with whether it is done and how to fix it; optional items never block going live. */
export function goLiveChecks(f: GoLiveFacts): GoLiveItem[] {
  const stripeTest = /^sk_test_/.test(f.stripeSecretKey)
  return [
    {
      id: 'contact',
      done: !placeholderContact(f),
      optional: false,
      label: 'Business phone and email',
      fix: 'The site still shows the sample phone number or email address. Enter yours in Site settings, on the Business tab.',
      href: SETTINGS,
    },
    ...placeholderChecks(f, SETTINGS),
    {
      id: 'smtp',
      done: f.smtpConfigured,
      optional: false,
      label: 'Email delivery',
      fix: 'No mail server is connected yet, so confirmations wait in the Outbox and customers get nothing. Your web host adds the mail account; the page behind Fix it lists what to send them.',
      href: `${HOSTING}#email`,
    },
    {
      id: 'payments',
      done: Boolean(f.stripeSecretKey) && !(stripeTest && isHttps(f.siteUrl)),
      optional: false,
      label: 'Card payments',
      fix: !f.stripeSecretKey
        ? 'Payments are demo payments: no money is taken. Connect your Stripe account through your web host.'
        : 'Stripe is in test mode on the public site: ask your web host to use your live Stripe keys.',
      href: `${HOSTING}#payments`,
    },
    {
      id: 'siteUrl',
      done: isHttps(f.siteUrl),
      optional: false,
      label: 'Secure site address',
      fix: 'The site does not know its own https:// address yet, so links in emails may not work. Your web host sets it.',
      href: `${HOSTING}#address`,
    },
    {
      id: 'google',
      done: f.googleConnected,
      optional: true,
      label: 'Google Calendar (optional)',
      fix: 'Connect Google to see bookings on the booth calendars.',
      href: '/admin/google-setup',
    },
    {
      id: 'telegram',
      done: f.telegramConnected,
      optional: true,
      label: 'Telegram alerts (optional)',
      fix: 'Connect Telegram to hear about bookings and chats at once.',
      href: '/admin/telegram-setup',
    },
  ]
}
