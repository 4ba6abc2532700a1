import type { RefObject } from 'react'

import type { WidgetMessage } from './chatStorage'
import { MessageText } from './MessageText'

const who = { visitor: 'You', bot: 'Assistant', staff: 'Staff' } as const

/** The conversation so far, announced politely to screen readers; `endRef` marks its bottom. */
export function MessageLog(props: {
  messages: WidgetMessage[]
  onOutsideArea: (place: string) => void
  endRef: RefObject<HTMLDivElement | null>
}) {
  const { messages, onOutsideArea, endRef } = props
  // Focusable so a keyboard can scroll it before any link appears (axe: scrollable-region-focusable).
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Chat messages"
      tabIndex={0}
      className="flex flex-1 flex-col gap-2 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-500"
    >
      {messages.map((m) => (
        <div
          key={m.id}
          data-sender={m.sender}
          className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${
            m.sender === 'visitor'
              ? 'self-end bg-stone-900 text-white'
              : m.sender === 'staff'
                ? 'self-start border border-amber-300 bg-amber-50'
                : 'self-start bg-stone-100'
          }`}
        >
          <span
            className={
              m.sender === 'staff' ? 'block text-xs font-semibold text-stone-700' : 'sr-only'
            }
          >
            {who[m.sender]}:{' '}
          </span>
          <MessageText text={m.text} onOutsideArea={onOutsideArea} />
        </div>
      ))}
      <div ref={endRef} />
    </div>
  )
}
