'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'

const stamp = (value: unknown) =>
  typeof value === 'string' && value ? formatWinnipegInstant(value) : null

/**
 * When the document was created and last changed, on Winnipeg's clocks like every other staff
 * screen. Payload's own header writes them in the browser's zone, so custom.scss hides it.
 */
export function DocumentTimes() {
  const { data } = useDocumentInfo()
  const created = stamp(data?.createdAt)
  const updated = stamp(data?.updatedAt)
  if (!created && !updated) return null
  return (
    <p
      data-testid="document-times"
      style={{
        margin: 0,
        fontSize: 'var(--base-body-size, 13px)',
        color: 'var(--theme-elevation-650)',
      }}
    >
      {updated ? `Last changed ${updated}` : null}
      {created && updated ? ' · ' : null}
      {created ? `Created ${created}` : null} <span>(Winnipeg time)</span>
    </p>
  )
}
