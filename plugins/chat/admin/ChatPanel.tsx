'use client'

import React, { useState } from 'react'

import type { AdminChatSession } from '../contract'
import type { PublicChatMessage } from '../types'
import { adminChatApi } from './adminChatApi'
import { ChatReplyForm } from './ChatReplyForm'
import { ChatSessionList } from './ChatSessionList'
import { ChatTranscript } from './ChatTranscript'
import { usePolling } from '@admin-kit/usePolling'

/**
 * The staff live chat: open sessions with unread badges (every 3 s) and the selected
 * conversation (every 1 s). Exported for the Today dashboard to embed as well.
 */
export function ChatPanel() {
  const [sessions, setSessions] = useState<AdminChatSession[]>([])
  const [selected, setSelected] = useState<string | null>(null)
  const [messages, setMessages] = useState<PublicChatMessage[]>([])
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)

  const loadSessions = async () => setSessions((await adminChatApi.sessions()).sessions)
  const loadMessages = async () => {
    if (selected) setMessages((await adminChatApi.messages(selected)).messages)
  }
  usePolling(() => loadSessions().catch(() => setError('Could not load chats.')), 3000)
  usePolling(() => loadMessages().catch(() => setError('Could not load messages.')), 1000, selected)

  const send = async () => {
    const text = draft.trim()
    if (!text || !selected) return
    setDraft('')
    try {
      await adminChatApi.send(selected, text)
      setError(null)
      await Promise.all([loadMessages(), loadSessions()])
    } catch {
      setDraft(text)
      setError('Reply not sent. Please try again.')
    }
  }
  const current = sessions.find((s) => s.sessionId === selected)

  return (
    <div className="chat-panel" style={styles.grid}>
      <ChatSessionList
        sessions={sessions}
        selected={selected}
        onSelect={(id) => {
          setSelected(id)
          setMessages([])
        }}
      />
      <section aria-label="Conversation" style={styles.pane}>
        {!current ? (
          <p style={{ color: 'var(--theme-elevation-600)' }}>Choose a chat to read and reply.</p>
        ) : (
          <>
            <header style={styles.header}>
              <strong>{current.customerName}</strong>
              <span>{current.customerEmail}</span>
              {current.bookingsHref ? (
                <a href={current.bookingsHref}>Bookings by this email</a>
              ) : null}
              <span style={{ color: 'var(--theme-elevation-600)' }}>
                Session {current.sessionId}
              </span>
            </header>
            <ChatTranscript messages={messages} />
            <ChatReplyForm
              customerName={current.customerName}
              draft={draft}
              setDraft={setDraft}
              send={send}
            />
          </>
        )}
        {error ? (
          <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
            {error}
          </p>
        ) : null}
      </section>
    </div>
  )
}

const styles: Record<string, React.CSSProperties> = {
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 1fr) 2.5fr',
    gap: 'var(--base)',
    alignItems: 'start',
  },
  pane: {
    border: '1px solid var(--theme-elevation-150)',
    borderRadius: 'var(--style-radius-m)',
    padding: 'var(--base)',
    minHeight: 320,
  },
  header: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'baseline' },
}
