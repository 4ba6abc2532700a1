'use client'

import { useEffect, useState } from 'react'

import { galleriesApi, type BoothKey as Key } from '../contract'
import { formatDateLong } from '@kernel'

import { QrImage } from './QrImage'

/** The run sheet's booth upload key: text and QR code, for setting up the booth's uploads. */
export function BoothKeyPanel({ bookingId }: { bookingId: number }) {
  const [key, setKey] = useState<Key | null>(null)
  useEffect(() => {
    void galleriesApi.boothKey({ id: bookingId }).then((r) => {
      if (r.ok) setKey(r.data)
    })
  }, [bookingId])
  if (!key) return null
  return (
    <section
      aria-labelledby="rs-gallery"
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 6,
        padding: 12,
        margin: '12px 0',
      }}
    >
      <h2 id="rs-gallery" style={{ margin: '0 0 8px', fontSize: 18 }}>
        Gallery uploads
      </h2>
      <QrImage text={key.uploadKey} label="QR code of the booth upload key" />
      <p style={{ margin: '8px 0 0' }}>
        Upload key: <code>{key.uploadKey}</code> (works until {formatDateLong(key.uploadKeyLastDay)}
        )
        <br />
        Send photos to: <code>{key.uploadUrl}</code>
      </p>
    </section>
  )
}
