'use client'

import { Button } from '@payloadcms/ui'
import React from 'react'

/** The reply box: Enter sends, Shift+Enter starts a new line. */
export function ChatReplyForm(props: {
  customerName: string
  draft: string
  setDraft: (value: string) => void
  send: () => Promise<void>
}) {
  const { customerName, draft, setDraft, send } = props
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
      style={styles.form}
    >
      <label htmlFor="chat-reply" className="field-label">
        Reply to {customerName}
      </label>
      <textarea
        id="chat-reply"
        value={draft}
        rows={3}
        maxLength={2000}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault()
            void send()
          }
        }}
        style={styles.textarea}
      />
      <Button type="submit" buttonStyle="primary" size="medium" disabled={!draft.trim()}>
        Send
      </Button>
    </form>
  )
}

const styles: Record<string, React.CSSProperties> = {
  form: { display: 'grid', gap: '0.5rem', marginTop: 'var(--base)' },
  textarea: {
    width: '100%',
    padding: '0.5rem',
    font: 'inherit',
    color: 'var(--theme-text)',
    background: 'var(--theme-input-bg)',
    border: '1px solid var(--theme-elevation-150)',
    borderRadius: 'var(--style-radius-s)',
  },
}
