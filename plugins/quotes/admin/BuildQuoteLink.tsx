'use client'

import type { ReactNode } from 'react'
import { Button, useDocumentInfo } from '@payloadcms/ui'

import { BUILDER_PATH } from './builderPath'

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

/** A document's secondary button into the builder, with `query` (a lead to fill from, a quote to revise). */
export function BuilderButton({ query, children }: { query: string; children: ReactNode }) {
  return (
    <Button
      buttonStyle="secondary"
      el="link"
      margin={false}
      size="medium"
      url={`${BUILDER_PATH}?${query}`}
    >
      {children}
    </Button>
  )
}

/** On a lead: "Build a quote" opens the builder filled from what the lead asked. */
export function LeadQuoteButton() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return <BuilderButton query={`lead=${id}`}>Build a quote</BuilderButton>
}
