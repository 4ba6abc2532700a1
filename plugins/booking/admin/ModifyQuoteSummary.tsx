'use client'

import type { modificationSummary } from '../ui/modificationSummary'

/** The quoted change (new total, paid, balance or refund), or a hint until something changes. */
export function ModifyQuoteSummary({
  summary,
}: {
  summary: ReturnType<typeof modificationSummary> | null
}) {
  return (
    <div role="status" aria-live="polite" data-testid="modify-quote">
      {summary ? (
        <>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              gap: '4px 16px',
              margin: 0,
            }}
          >
            {summary.rows.map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>{v}</dd>
              </div>
            ))}
          </dl>
          <p>{summary.sentence}</p>
        </>
      ) : (
        <p>Choose a different package, backdrop or add-ons to see the new price.</p>
      )}
    </div>
  )
}
