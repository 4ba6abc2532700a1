'use client'

import { useRef, useState } from 'react'

import type { GalleryPhotoView } from '@galleries/contract'
import { galleriesApi } from '@galleries/contract'

import { Lightbox } from './Lightbox'

// The first rows load at once (the LCP); the rest as they scroll near.
const EAGER = 6

type Props = {
  slug: string
  /** Every photo in the gallery. */
  total: number
  /** The first page, in the page's HTML: a 600-photo gallery sends 48, not 600 (LCP). */
  first: GalleryPhotoView[]
}

/** The photos as a responsive grid of thumbnails; each opens the lightbox. */
export function GalleryGrid({ slug, total, first }: Props) {
  const [photos, setPhotos] = useState(first)
  const [open, setOpen] = useState<number | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const complete = photos.length >= total

  // The whole list, once: for "Show all" and for the lightbox to move through every photo.
  const loadAll = async () => {
    if (complete) return photos
    setLoading(true)
    const res = await galleriesApi.view({ slug })
    setLoading(false)
    if (!res.ok) {
      setError(res.message)
      return photos
    }
    setError(null)
    setPhotos(res.data.photos)
    return res.data.photos
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-4" aria-label="Photos">
        {photos.map((photo, i) => (
          <li key={photo.id} className="aspect-square overflow-hidden rounded bg-stone-200">
            <button
              type="button"
              className="block h-full w-full focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-500"
              aria-label={`Open ${photo.kind === 'video' ? 'video' : 'photo'} ${i + 1} of ${total}`}
              onClick={async (event) => {
                opener.current = event.currentTarget
                await loadAll()
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
      {!complete && (
        <div className="mt-4 grid justify-items-center gap-2">
          <button
            type="button"
            onClick={() => void loadAll()}
            disabled={loading}
            className="rounded-md bg-stone-900 px-5 py-3 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-500"
          >
            {loading ? 'Loading the photos…' : `Show all ${total} photos`}
          </button>
          {error && (
            <p role="alert" className="text-red-800">
              {error}
            </p>
          )}
        </div>
      )}
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
