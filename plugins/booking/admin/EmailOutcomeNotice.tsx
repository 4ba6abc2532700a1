'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { Flash } from './flash'

/**
 * What the last action did with its email, kept on screen; with the link when staff should pass
 * it on (the email did not go out, or a new link was made), and a button that copies it.
 */
export function EmailOutcomeNotice({ flash }: { flash: Flash | null }) {
  const [copied, setCopied] = useState('')
  const inputId = useId()
  if (!flash?.link) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(flash.link ?? '')
      setCopied('Link copied.')
    } catch {
      setCopied('Could not copy: select the link and copy it.')
    }
  }
  return (
    <div
      role="status"
      data-testid="email-outcome"
      style={{
        border: `1px solid ${flash.ok ? 'var(--theme-success-500)' : 'var(--theme-warning-500)'}`,
        borderRadius: 4,
        padding: 12,
        marginBottom: 12,
      }}
    >
      <p style={{ margin: '0 0 8px' }}>{flash.message}</p>
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
        Link for the customer
      </label>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <input
          id={inputId}
          readOnly
          value={flash.link}
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: '1 1 320px', minHeight: 32, padding: '4px 8px' }}
        />
        <Button buttonStyle="secondary" margin={false} onClick={copy}>
          Copy link
        </Button>
      </div>
      <p aria-live="polite" style={{ margin: '4px 0 0', minHeight: '1.5em' }}>
        {copied}
      </p>
    </div>
  )
}
