'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'

/** Beside a quote's controls: "Revise" opens the builder on its latest request (not once accepted). */
export function QuoteActions() {
  const { id, data } = useDocumentInfo()
  if (!id || data?.status === 'accepted') return null
  return (
    <Button
      buttonStyle="secondary"
      el="link"
      margin={false}
      size="medium"
      url={`/admin/new-quote?revise=${id}`}
    >
      Revise
    </Button>
  )
}
