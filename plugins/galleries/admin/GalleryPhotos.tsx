'use client'

import { Button, ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { galleriesApi, type StaffGallery } from '../contract'

type Photo = StaffGallery['photos'][number]
const CONFIRM = 'gallery-delete-photo'

/** The gallery's files as thumbnails to check, each with a Delete that asks first and names the
 * file (and its thumbnail) it deletes, for good: the gallery has no bin. */
export function GalleryPhotos({
  bookingId,
  photos,
  onDone,
}: {
  bookingId: number
  photos: Photo[]
  onDone: () => void
}) {
  const [pending, setPending] = useState<Photo | null>(null)
  const { openModal } = useModal()
  const remove = async () => {
    if (!pending) return
    const r = await galleriesApi.deletePhoto({ id: bookingId, photo: pending.id, body: {} })
    if (r.ok) toast.success(`Deleted ${r.data.deleted} from the gallery.`)
    else toast.error(r.message)
    setPending(null)
    onDone()
  }
  if (photos.length === 0) return <p>No photos yet.</p>
  return (
    <>
      <ul aria-label="Photos in the gallery" data-testid="gallery-photos" style={grid}>
        {photos.map((p) => (
          <li key={p.id} style={{ display: 'grid', gap: 4, alignContent: 'start' }}>
            {p.thumbUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the gallery's own staff route
              <img
                alt={`${p.kind} ${p.name}`}
                height={96}
                src={p.thumbUrl}
                style={thumb}
                width={128}
              />
            ) : (
              <span style={{ ...thumb, display: 'grid', placeItems: 'center', fontSize: 13 }}>
                Thumbnail being made
              </span>
            )}
            <span style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
              {p.name} · {p.uploaded}
            </span>
            <Button
              aria-label={`Delete ${p.name}`}
              buttonStyle="secondary"
              margin={false}
              onClick={() => {
                setPending(p)
                openModal(CONFIRM)
              }}
              size="small"
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmationModal
        body={
          pending ? (
            <>
              {pending.thumbUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- the file being deleted
                <img alt="" height={96} src={pending.thumbUrl} style={thumb} width={128} />
              ) : null}
              <p>
                {pending.kind} {pending.name}, uploaded {pending.uploaded}, is deleted from the
                gallery for good, with its thumbnail and web size. Guests no longer see it.
              </p>
            </>
          ) : (
            ''
          )
        }
        cancelLabel="Keep it"
        confirmLabel="Delete for good"
        heading={pending ? `Delete ${pending.name}?` : 'Delete this photo?'}
        modalSlug={CONFIRM}
        onCancel={() => setPending(null)}
        onConfirm={remove}
      />
    </>
  )
}

const grid = {
  listStyle: 'none',
  padding: 0,
  margin: '12px 0',
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
} as const
const thumb = {
  width: 128,
  height: 96,
  objectFit: 'cover',
  borderRadius: 4,
  background: 'var(--theme-elevation-100)',
} as const
