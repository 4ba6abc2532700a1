import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@server-kit'
import { AdminPage } from '@admin-kit/AdminPage'
import { panel } from '@admin-kit/adminStyles'
import { TestEmailButton } from './TestEmailButton'

const code = { fontFamily: 'monospace', fontSize: 13 }

// The settings only the web host can change, in the owner's words, with what to send them.
const SECTIONS = [
  {
    id: 'email',
    title: 'Email delivery',
    what: 'Until a mail server is connected, confirmations and links wait in the Outbox and no customer receives them. Ask your email provider for its SMTP details (server name, port, user name and password), then ask your web host to add them to the site’s settings as:',
    names: ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS'],
    after: 'Then come back here and send a test email.',
  },
  {
    id: 'payments',
    title: 'Card payments',
    what: 'Without Stripe the site takes demo payments: no money moves. In your Stripe dashboard (Developers → API keys, with “Test mode” off) copy the live keys and give them to your web host as:',
    names: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    after:
      'The webhook secret comes from Stripe → Developers → Webhooks, for this site’s /api/stripe/webhook address.',
  },
  {
    id: 'address',
    title: 'Secure site address',
    what: 'Emails link back to the site, so it must know its public https:// address. Ask your web host to set:',
    names: ['NEXT_PUBLIC_SERVER_URL'],
    after: 'to the address customers type, for example https://yourbusiness.ca.',
  },
]

/** /admin/go-live: where each go-live item that lives with the web host is fixed. */
export function GoLiveView(props: AdminViewServerProps) {
  const admin = hasRole(props.initPageResult.req.user, ['admin'])
  return (
    <AdminPage props={props} title="Going live: what your web host sets">
      <div style={{ display: 'grid', gap: 'var(--base)', maxWidth: 760 }}>
        {SECTIONS.map((s) => (
          <section aria-labelledby={`h-${s.id}`} id={s.id} key={s.id} style={panel}>
            <h2 id={`h-${s.id}`}>{s.title}</h2>
            <p>{s.what}</p>
            <ul>
              {s.names.map((n) => (
                <li key={n} style={code}>
                  {n}
                </li>
              ))}
            </ul>
            <p>{s.after}</p>
            {s.id === 'email' && admin ? <TestEmailButton /> : null}
          </section>
        ))}
      </div>
    </AdminPage>
  )
}
