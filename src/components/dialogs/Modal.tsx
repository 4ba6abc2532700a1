'use client'

import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children: ReactNode
}

// The portal needs document.body: false on the server and while hydrating, true after.
const noChange = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert and closes on Escape.
 * Closing by any route (Escape, ×, backdrop) reports through onOpenChange(false).
 * Portalled to <body> after mount, so a trigger may sit anywhere (even inside a <p> or a form).
 */
export function Modal({ open, onOpenChange, title, description, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const mounted = useSyncExternalStore(noChange, onClient, onServer)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open, mounted])

  if (!mounted) return null
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => open && onOpenChange(false)}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(e) => e.target === ref.current && onOpenChange(false)}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/60 backdrop:backdrop-blur-sm"
    >
      {open && (
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold tracking-tight">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              aria-label="Close"
              className="-mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-full text-2xl text-stone-600 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-500"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="mt-2 text-stone-700">
              {description}
            </div>
          )}
          <div className="mt-6">{children}</div>
        </div>
      )}
    </dialog>,
    document.body,
  )
}
