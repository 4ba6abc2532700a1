'use client'

import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** A QR code of `text`, drawn in the browser (nothing loaded from outside the site). */
export function QrImage({
  text,
  label,
  size = 160,
}: {
  text: string
  label: string
  size?: number
}) {
  const [src, setSrc] = useState('')
  useEffect(() => {
    void QRCode.toDataURL(text, { margin: 1, width: size }).then(setSrc)
  }, [text, size])
  // eslint-disable-next-line @next/next/no-img-element -- a data URL made here
  return src ? <img src={src} alt={label} width={size} height={size} /> : null
}
