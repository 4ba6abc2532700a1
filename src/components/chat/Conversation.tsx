'use client'

import { useEffect, useRef, useState } from 'react'

import type { WidgetMessage } from './chatStorage'
import { MessageLog } from './MessageLog'
import { TypingIndicator } from './TypingIndicator'

/** Messages (announced politely to screen readers), the typing indicator and the input. */
export function Conversation(props: {
  messages: WidgetMessage[]
  typing: boolean
  onSend: (text: string) => Promise<boolean>
  /** Opens the Outside Service Area form the assistant offers for a town. */
  onOutsideArea: (place: string) => void
}) {
  const { messages, typing, onSend, onOutsideArea } = props
  const [draft, setDraft] = useState('')
  const end = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  // Block bodies: Chromium's scrollIntoView may return a promise, which React would call as a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, typing])
  useEffect(() => {
    input.current?.focus()
  }, [])

  const send = () => {
    if (!draft.trim() || typing) return
    const text = draft
    setDraft('')
    void onSend(text)
  }

  return (
    <>
      <MessageLog messages={messages} onOutsideArea={onOutsideArea} endRef={end} />
      {typing ? <TypingIndicator /> : null}
      <form
        className="flex items-end gap-2 border-t border-stone-200 p-3"
        onSubmit={(e) => {
          e.preventDefault()
          send()
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Type your message
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={1}
          maxLength={1000}
          value={draft}
          placeholder="Type your message…"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              send()
            }
          }}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-base focus:border-stone-900 focus:outline-2 focus:outline-amber-400"
        />
        <button
          type="submit"
          disabled={typing || !draft.trim()}
          className="rounded-full bg-amber-500 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600"
        >
          Send
        </button>
      </form>
    </>
  )
}
