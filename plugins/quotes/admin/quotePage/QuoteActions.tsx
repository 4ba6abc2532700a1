'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { BuilderButton } from '../BuildQuoteLink'

/** Beside a quote's controls: "Revise" opens the builder on its latest request (not once accepted). */
export function QuoteActions() {
  const { id, data } = useDocumentInfo()
  if (!id || data?.status === 'accepted') return null
  return <BuilderButton query={`revise=${id}`}>Revise</BuilderButton>
}
