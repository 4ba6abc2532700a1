'use client'

import { useRef, useState } from 'react'

import type { GalleryPhotoView } from '@galleries/contract'

import { Lightbox } from './Lightbox'

// The first rows load at once (the LCP); the rest as they scroll near.
const EAGER = 6

/** The photos as a responsive grid of thumbnails; each opens the lightbox. */
export function GalleryGrid({ photos }: { photos: GalleryPhotoView[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  return (
    <>
      <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-4" aria-label="Photos">
        {photos.map((photo, i) => (
          <li key={photo.id} className="aspect-square overflow-hidden rounded bg-stone-200">
            <button
              type="button"
              className="block h-full w-full focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-500"
              aria-label={`Open ${photo.kind === 'video' ? 'video' : 'photo'} ${i + 1} of ${photos.length}`}
              onClick={(event) => {
                opener.current = event.currentTarget
                setOpen(i)
              }}
            >
              {photo.kind === 'video' ? (
                <span className="flex h-full items-center justify-center text-4xl text-stone-700">
                  ▶
                </span>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- private files, not next/image
                <img
                  src={photo.thumb}
                  alt=""
                  width={480}
                  height={480}
                  loading={i < EAGER ? 'eager' : 'lazy'}
                  fetchPriority={i < 2 ? 'high' : 'auto'}
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          photos={photos}
          index={open}
          onIndex={setOpen}
          onClose={() => {
            setOpen(null)
            opener.current?.focus()
          }}
        />
      )}
    </>
  )
}
