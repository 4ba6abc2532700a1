'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'

export const BUILDER_PATH = '/admin/new-quote'

/** Above the quotes list: "Build a quote" from nothing. */
export function BuildQuoteLink() {
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" el="link" margin={false} url={BUILDER_PATH}>
        Build a quote
      </Button>
    </div>
  )
}

/** On a lead: "Build a quote" opens the builder filled from what the lead asked. */
export function LeadQuoteButton() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <Button
      buttonStyle="secondary"
      el="link"
      margin={false}
      size="medium"
      url={`${BUILDER_PATH}?lead=${id}`}
    >
      Build a quote
    </Button>
  )
}
