'use client'

import { useEffect, useRef, useState } from 'react'

import type { GalleryPhotoView } from '@galleries/contract'

type Props = {
  photos: GalleryPhotoView[]
  index: number
  onIndex: (i: number) => void
  onClose: () => void
}

const button =
  'rounded-md bg-white/90 px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-white focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-400'

/**
 * One photo at a time in a modal dialog: arrows and buttons move, Escape closes (the browser's
 * own modal keeps focus inside), download the original, or share it with the phone's share
 * sheet (a copied link where the browser has none).
 */
export function Lightbox({ photos, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [status, setStatus] = useState('')
  const photo = photos[index]
  const go = (step: number) => {
    setStatus('')
    onIndex((index + step + photos.length) % photos.length)
  }
  useEffect(() => {
    const d = dialog.current
    if (d && !d.open) d.showModal()
  }, [])
  async function share() {
    const url = new URL(photo.original, window.location.href).toString()
    if (navigator.share) {
      await navigator.share({ url, title: document.title }).catch(() => {})
      return
    }
    await navigator.clipboard?.writeText(url).catch(() => {})
    setStatus('Link copied')
  }
  return (
    <dialog
      ref={dialog}
      aria-label={`Photo ${index + 1} of ${photos.length}`}
      className="m-0 h-full max-h-none w-full max-w-none bg-stone-950/95 p-0 text-white backdrop:bg-black/80"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1)
        if (event.key === 'ArrowLeft') go(-1)
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2 p-2">
          <p aria-live="polite" className="px-2 text-sm">
            {index + 1} / {photos.length} {status && <span>· {status}</span>}
          </p>
          <div className="flex flex-wrap gap-2">
            <a className={button} href={`${photo.original}?download=1`} download>
              Download
            </a>
            <button type="button" className={button} onClick={share}>
              Share
            </button>
            <button
              type="button"
              className={button}
              onClick={() => dialog.current?.close()}
              autoFocus
            >
              Close
            </button>
          </div>
        </div>
        <div className="flex min-h-0 flex-1 items-center justify-center px-2">
          {photo.kind === 'video' ? (
            <video key={photo.id} src={photo.original} controls className="max-h-full max-w-full" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- private files, not next/image
            <img
              key={photo.id}
              src={photo.kind === 'gif' ? photo.original : photo.web}
              alt={`Photo ${index + 1} of ${photos.length}`}
              className="max-h-full max-w-full object-contain"
            />
          )}
        </div>
        <div className="flex justify-between p-2">
          <button type="button" className={button} onClick={() => go(-1)}>
            ← Previous
          </button>
          <button type="button" className={button} onClick={() => go(1)}>
            Next →
          </button>
        </div>
      </div>
    </dialog>
  )
}
