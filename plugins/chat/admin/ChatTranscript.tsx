'use client'

import React, { useEffect, useRef } from 'react'

import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'
import type { PublicChatMessage } from '../types'

const who = { visitor: 'Visitor', bot: 'Assistant', staff: 'Staff' } as const

/**
 * The conversation, oldest first, kept scrolled to the newest line. Focusable, so a keyboard
 * can scroll it (axe: scrollable-region-focusable).
 */
export function ChatTranscript({ messages }: { messages: PublicChatMessage[] }) {
  const end = useRef<HTMLLIElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [messages.length])
  return (
    <ol
      aria-label="Messages"
      tabIndex={0}
      style={{
        listStyle: 'none',
        margin: 'var(--base) 0 0',
        padding: 0,
        maxHeight: 420,
        overflowY: 'auto',
        display: 'grid',
        gap: '0.5rem',
      }}
    >
      {messages.map((m) => (
        <li
          key={m.id}
          data-sender={m.sender}
          style={{
            justifySelf: m.sender === 'visitor' ? 'start' : 'end',
            maxWidth: '80%',
            padding: '0.5rem 0.75rem',
            borderRadius: 'var(--style-radius-m)',
            background:
              m.sender === 'visitor' ? 'var(--theme-elevation-100)' : 'var(--theme-elevation-50)',
            border: '1px solid var(--theme-elevation-150)',
            whiteSpace: 'pre-wrap',
          }}
        >
          <span style={{ display: 'block', fontSize: 12, color: 'var(--theme-elevation-700)' }}>
            {who[m.sender]} · {formatWinnipegInstant(m.createdAt, 'time')}
          </span>
          {m.text}
        </li>
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  )
}
