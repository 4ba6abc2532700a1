import { panel, targetLink } from '@admin-kit/adminStyles'

import type { LeadReference } from './builderTypes'

/** What the lead asked for, as they wrote it: the builder's fields start from it. */
export function LeadPanel({ lead }: { lead: LeadReference }) {
  const facts: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Date', lead.requestedDate],
    ['Start', lead.requestedTime],
    ['Package', lead.packageName],
    ['Address', lead.address],
  ]
  return (
    <section
      aria-labelledby="lead-ref"
      style={{ ...panel, marginBottom: 'var(--base)' }}
      data-testid="lead-reference"
    >
      <h2 id="lead-ref" style={{ margin: '0 0 8px', fontSize: 18 }}>
        The lead asked
      </h2>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'flex', gap: 8 }}>
              <dt style={{ fontWeight: 600, minWidth: 70 }}>{label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
            </div>
          ))}
      </dl>
      {lead.message ? (
        <blockquote style={{ margin: '8px 0', whiteSpace: 'pre-wrap' }}>{lead.message}</blockquote>
      ) : null}
      <a href={`/admin/collections/inquiries/${lead.id}`} style={targetLink}>
        Open the lead
      </a>
    </section>
  )
}
