'use client'

import { useEffect, useRef, useState } from 'react'

import { lazyClient } from '@/lib/lazyClient'
import { useClearOfControls } from './useClearOfControls'

// The panel is its own chunk, fetched once the page is idle or when the button is pressed:
// none of it is in the start-up JavaScript.
const ChatWidget = lazyClient(() => import('./ChatWidget').then((m) => m.ChatWidget))

/** The floating 'Chat with us' button on every public page. */
export function ChatLauncher({ phone, email }: { phone: string; email: string }) {
  const [open, setOpen] = useState(false)
  const [load, setLoad] = useState(false)
  const [unread, setUnread] = useState(0)
  const button = useRef<HTMLButtonElement>(null)
  const place = useClearOfControls(button, !open)
  // The booking pages (wizard, payment, manage) have actions to the bottom: a round icon there,
  // tucked into a tab at the screen's edge (in the page's margin) while it would cover a
  // control, a link or text (issue 49). Its name stays "Chat with us".
  const compact = place !== 'full'
  const shape = !compact
    ? 'right-4 bottom-4 gap-2 rounded-full px-5 py-3'
    : place === 'round'
      ? 'right-2 bottom-2 size-12 justify-center rounded-full'
      : `right-0 bottom-2 h-12 w-6 justify-center rounded-l-full ${place === 'hidden' ? 'invisible' : ''}`

  useEffect(() => {
    // An emailed staff reply links back with ?chat=open: the visitor's chat opens at once.
    const reopen =
      new URLSearchParams(window.location.search).get('chat') === 'open'
        ? setTimeout(() => {
            setLoad(true)
            setOpen(true)
          }, 0)
        : undefined
    const go = () => setLoad(true)
    let idle: number | undefined
    const timer = setTimeout(() => {
      // Safari has no requestIdleCallback.
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(go, { timeout: 5000 })
      else go()
    }, 2000)
    return () => {
      clearTimeout(reopen)
      clearTimeout(timer)
      if (idle !== undefined) window.cancelIdleCallback(idle)
    }
  }, [])

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="chat-launcher"
        data-place={place}
        onClick={() => {
          setLoad(true)
          setOpen(true)
        }}
        className={`${shape} fixed z-40 inline-flex items-center bg-stone-900 font-semibold text-white shadow-lg transition-colors hover:bg-stone-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`${place === 'round' || place === 'full' ? 'size-5' : 'size-4'} fill-none stroke-current stroke-2`}
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
        </svg>
        <span className={compact ? 'sr-only' : undefined}>Chat with us</span>
        {unread > 0 ? (
          <span
            className={`${compact ? 'absolute -top-1 -right-1' : ''} rounded-full bg-amber-400 px-2 text-sm text-stone-950`}
          >
            {unread}
            <span className="sr-only"> new {unread === 1 ? 'reply' : 'replies'}</span>
          </span>
        ) : null}
      </button>
      {load ? (
        <ChatWidget
          open={open}
          onClose={() => {
            setOpen(false)
            button.current?.focus()
          }}
          phone={phone}
          email={email}
          onUnread={setUnread}
        />
      ) : null}
    </>
  )
}
