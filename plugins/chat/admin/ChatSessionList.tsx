'use client'

import React from 'react'

import type { AdminChatSession } from '../contract'

/** Open chats, newest first, each with its unread count. */
export function ChatSessionList(props: {
  sessions: AdminChatSession[]
  selected: string | null
  onSelect: (sessionId: string) => void
}) {
  const { sessions, selected, onSelect } = props
  if (!sessions.length) return <p>No active chats.</p>
  return (
    <nav aria-label="Active chats">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
        {sessions.map((s) => (
          <li key={s.sessionId}>
            <button
              type="button"
              aria-current={s.sessionId === selected ? 'true' : undefined}
              onClick={() => onSelect(s.sessionId)}
              data-testid={`chat-session-${s.sessionId}`}
              style={{
                width: '100%',
                textAlign: 'left',
                padding: '0.6rem 0.75rem',
                cursor: 'pointer',
                font: 'inherit',
                color: 'var(--theme-text)',
                background:
                  s.sessionId === selected
                    ? 'var(--theme-elevation-100)'
                    : 'var(--theme-elevation-0)',
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 'var(--style-radius-s)',
              }}
            >
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
                <strong>{s.customerName}</strong>
                <span data-testid="chat-time" style={{ marginLeft: 'auto', fontSize: 13 }}>
                  {s.lastMessageAtLabel}
                </span>
                {s.unreadCount > 0 ? (
                  <span
                    data-testid="unread-badge"
                    style={{
                      background: 'var(--theme-error-500)',
                      color: 'var(--theme-elevation-0)',
                      borderRadius: 999,
                      padding: '0 0.5rem',
                      fontWeight: 600,
                    }}
                  >
                    {s.unreadCount}
                    <span className="sr-only" style={srOnly}>
                      {' '}
                      unread
                    </span>
                  </span>
                ) : null}
              </span>
              {s.waitingForPerson ? (
                <span
                  data-testid="waiting-flag"
                  style={{
                    display: 'inline-block',
                    margin: '2px 0',
                    padding: '0 0.4rem',
                    borderRadius: 'var(--style-radius-s)',
                    background: 'var(--theme-warning-100)',
                    color: 'var(--theme-warning-900)',
                    fontSize: 13,
                    fontWeight: 600,
                  }}
                >
                  Waiting for a person
                </span>
              ) : null}
              <span style={{ display: 'block', color: 'var(--theme-elevation-700)', fontSize: 13 }}>
                {s.lastMessage.slice(0, 80) || 'No messages yet'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const srOnly: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
}
