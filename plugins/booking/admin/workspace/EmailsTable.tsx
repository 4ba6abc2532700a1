import { formatInstant } from '@kernel/time'
import type { OutboxRow } from './loadWorkspace'
import { HeadRow } from './HeadRow'
import { cell, heading, link, section, table } from './workspaceStyles'

const DELIVERY: Record<string, string> = {
  sending: 'Sending',
  sent: 'Sent',
  queued: 'Queued (retrying)',
  failed: 'Failed',
  not_sent: 'Not sent (no email delivery set up)',
}

/** The emails sent about this booking and whether each reached the mail server. */
export function EmailsTable({ emails }: { emails: OutboxRow[] }) {
  return (
    <section aria-labelledby="ws-emails" style={section} data-testid="emails-table">
      <h2 id="ws-emails" style={heading}>
        Emails
      </h2>
      {emails.length ? (
        <table style={table}>
          <HeadRow columns={['When', 'Subject', 'To', 'Delivery']} />
          <tbody>
            {emails.map((e) => (
              <tr key={e.id}>
                <td style={cell}>{formatInstant(e.createdAt)}</td>
                <td style={cell}>
                  <a href={`/admin/collections/outbox/${e.id}`} style={link}>
                    {e.subject}
                  </a>
                </td>
                <td style={cell}>{e.to}</td>
                <td style={cell}>{DELIVERY[e.status] ?? e.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p style={{ margin: 0 }}>No emails yet.</p>
      )}
    </section>
  )
}
