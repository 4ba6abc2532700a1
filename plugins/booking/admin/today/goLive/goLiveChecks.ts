// What stands between a fresh site and real bookings. Pure: facts in, checklist items out.

export type GoLiveFacts = {
  phone: string
  email: string
  smtpConfigured: boolean
  stripeSecretKey: string
  siteUrl: string
  googleConnected: boolean
  telegramConnected: boolean
}

export type GoLiveItem = {
  id: 'contact' | 'smtp' | 'payments' | 'siteUrl' | 'google' | 'telegram'
  done: boolean
  optional: boolean
  label: string
  fix: string
  href?: string
}

// The seed's fictional 555 number and reserved example.com address (src/seed/data/siteSettings).
const PLACEHOLDER_PHONE = /555[\s.-]?01\d\d\b/
const PLACEHOLDER_EMAIL = /@example\.(com|org|net)$/i

const isHttps = (url: string) => /^https:\/\//i.test(url.trim())

/** Each check with whether it is done and how to fix it; optional items never block going live. */
export function goLiveChecks(f: GoLiveFacts): GoLiveItem[] {
  const digits = f.phone.replace(/\D/g, '')
  const placeholder =
    PLACEHOLDER_PHONE.test(f.phone) ||
    /^1?\d{3}55501\d\d$/.test(digits) ||
    PLACEHOLDER_EMAIL.test(f.email.trim())
  const stripeTest = /^sk_test_/.test(f.stripeSecretKey)
  return [
    {
      id: 'contact',
      done: !placeholder,
      optional: false,
      label: 'Business phone and email',
      fix: 'The site still shows the sample phone or email: enter yours in Site Settings.',
      href: '/admin/globals/site-settings',
    },
    {
      id: 'smtp',
      done: f.smtpConfigured,
      optional: false,
      label: 'Email delivery',
      fix: 'No mail server is set up: confirmations stay in the Outbox. Set SMTP_HOST, SMTP_USER and SMTP_PASS, then send a test email.',
    },
    {
      id: 'payments',
      done: Boolean(f.stripeSecretKey) && !(stripeTest && isHttps(f.siteUrl)),
      optional: false,
      label: 'Card payments',
      fix: !f.stripeSecretKey
        ? 'Payments are demo payments: no money is taken. Set the three STRIPE_* keys.'
        : 'Stripe is in test mode on the public site: use your live keys (sk_live_…).',
    },
    {
      id: 'siteUrl',
      done: isHttps(f.siteUrl),
      optional: false,
      label: 'Secure site address',
      fix: 'NEXT_PUBLIC_SERVER_URL is not an https:// address: links in emails and secure cookies need it.',
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
