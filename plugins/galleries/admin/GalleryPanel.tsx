'use client'

import { panel } from '@admin-kit/adminStyles'
import { Button, TextInput, toast } from '@payloadcms/ui'
import { type ChangeEvent, useEffect, useState } from 'react'

import { galleriesApi, type StaffGallery } from '../contract'
import { formatDateLong } from '@kernel'

import { GalleryPhotos } from './GalleryPhotos'
import { GalleryUpload } from './GalleryUpload'
import { QrImage } from './QrImage'
import { UploadKey } from './UploadKey'

/** The workspace's Gallery section: link and booth key (text and QR), code, uploads, expiry. */
export function GalleryPanel({ bookingId }: { bookingId: number }) {
  const [g, setG] = useState<StaffGallery | null>(null)
  const [version, setVersion] = useState(0)
  const [confirming, setConfirming] = useState(false)
  useEffect(() => {
    void galleriesApi.staffGallery({ id: bookingId }).then((r) => {
      if (r.ok) setG(r.data)
    })
  }, [bookingId, version])
  const refresh = () => setVersion((v) => v + 1)
  const saveCode = async (code: string) => {
    const r = await galleriesApi.setCode({ id: bookingId, body: { code } })
    if (r.ok) toast.success(code ? 'Guest code saved.' : 'Guest code removed.')
    else toast.error(r.message)
    refresh()
  }
  const extend = async () => {
    const r = await galleriesApi.extend({ id: bookingId, body: {} })
    setConfirming(false)
    if (r.ok) toast.success(`Gallery kept until ${formatDateLong(r.data.expiresOn!)}.`)
    else toast.error(r.message)
    refresh()
  }
  return (
    <section
      aria-labelledby="ws-gallery"
      data-testid="gallery-panel"
      style={{ ...panel, marginBottom: 'var(--base)' }}
    >
      <h2 id="ws-gallery" style={{ margin: '0 0 12px', fontSize: 18 }}>
        Gallery
      </h2>
      {!g ? <p>Loading the gallery…</p> : null}
      {g?.status === 'expired' ? <p>This gallery expired: its photos were deleted.</p> : null}
      {g && g.status === 'active' ? (
        <>
          <p>
            {g.photoCount} {g.photoCount === 1 ? 'photo' : 'photos'} · online until{' '}
            {formatDateLong(g.expiresOn)} ·{' '}
            <a href={g.url} target="_blank" rel="noreferrer">
              Open the gallery
            </a>
          </p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
            <figure style={{ margin: 0 }}>
              <QrImage text={g.url} label="QR code of the gallery link" />
              <figcaption>Gallery link for guests</figcaption>
            </figure>
            <UploadKey lastDay={g.uploadKeyLastDay} uploadKey={g.uploadKey} />
          </div>
          <GalleryUpload bookingId={bookingId} onDone={refresh} />
          <GalleryPhotos bookingId={bookingId} onDone={refresh} photos={g.photos} />
          <GuestCode current={g.guestCode} onSave={saveCode} />
          {confirming ? (
            <p>
              Keep the photos 30 more days (until after {formatDateLong(g.expiresOn)})?{' '}
              <Button buttonStyle="primary" margin={false} onClick={extend} size="small">
                Yes, extend
              </Button>{' '}
              <Button
                buttonStyle="secondary"
                margin={false}
                onClick={() => setConfirming(false)}
                size="small"
              >
                No
              </Button>
            </p>
          ) : (
            <Button
              buttonStyle="secondary"
              margin={false}
              onClick={() => setConfirming(true)}
              size="small"
            >
              Extend by 30 days
            </Button>
          )}
        </>
      ) : null}
    </section>
  )
}

function GuestCode({ current, onSave }: { current: string | null; onSave: (c: string) => void }) {
  const [code, setCode] = useState(current ?? '')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSave(code)
      }}
      style={{ margin: '12px 0' }}
    >
      {/* Payload's own text field (its label, its look); the path names the input's id. */}
      <div style={{ maxWidth: 280 }}>
        <TextInput
          htmlAttributes={{ autoComplete: 'off' }}
          label="Guest code (4 digits, empty for none)"
          onChange={(e: ChangeEvent<HTMLInputElement>) => setCode(e.currentTarget.value)}
          path="gallery-guest-code"
          value={code}
        />
      </div>
      <Button buttonStyle="secondary" margin={false} size="small" type="submit">
        Save code
      </Button>
    </form>
  )
}
