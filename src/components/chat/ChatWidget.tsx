'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import { chatText } from './chatText'
import { ContactStep } from './ContactStep'
import { Conversation } from './Conversation'
import { useChat } from './useChat'

// Only for the few who ask about a town beyond the service area.
const OutsideServiceAreaDialog = dynamic(() =>
  import('../dialogs/OutsideServiceAreaDialog').then((m) => m.OutsideServiceAreaDialog),
)

type Props = {
  open: boolean
  onClose: () => void
  phone: string
  email: string
  onUnread: (count: number) => void
}

/**
 * The 'Photo Booth Assistant' panel: a modal <dialog> (the browser traps focus and closes it on
 * Escape), 384 × 400 px at the corner, full screen below 768 px.
 */
export function ChatWidget({ open, onClose, phone, email, onUnread }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const { chat, typing, unread, send, submitContact } = useChat({ email, phone, open })
  const [outsidePlace, setOutsidePlace] = useState<string | null>(null)
  useEffect(() => {
    onUnread(unread)
  }, [unread, onUnread])
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])

  // The form is the chat dialog's sibling: a React child would receive its close event too.
  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby="chat-title"
        onClose={() => open && onClose()}
        onClick={(e) => e.target === dialog.current && onClose()}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/30 md:top-auto md:right-4 md:bottom-20 md:left-auto md:h-[400px] md:w-[384px] md:rounded-2xl md:border md:border-stone-200 md:backdrop:bg-transparent"
      >
        {open ? (
          <div className="flex h-full flex-col">
            <header className="flex items-center justify-between gap-2 bg-stone-900 px-4 py-3 text-white">
              <h2 id="chat-title" className="text-base font-semibold">
                {chatText.title}
              </h2>
              <button
                type="button"
                onClick={onClose}
                aria-label="Close chat"
                className="rounded-full p-1 text-2xl leading-none hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-amber-400"
              >
                <span aria-hidden="true">×</span>
              </button>
            </header>
            {chat.contact ? (
              <Conversation
                messages={chat.messages}
                typing={typing}
                onSend={send}
                onOutsideArea={setOutsidePlace}
              />
            ) : (
              <ContactStep onSubmit={submitContact} />
            )}
          </div>
        ) : null}
      </dialog>
      {outsidePlace !== null && (
        <OutsideServiceAreaDialog
          open
          onOpenChange={(value) => !value && setOutsidePlace(null)}
          defaults={{
            name: chat.contact?.name,
            email: chat.contact?.email,
            address: `${outsidePlace}, MB`,
            message: `We'd love a photo booth for our event in ${outsidePlace}.`,
          }}
        />
      )}
    </>
  )
}
