'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { formatDateLong } from '@kernel'

import { QrImage } from './QrImage'

/**
 * The booth's upload key: a secret that lets anyone upload to this gallery, so it stays hidden
 * until asked for ("Show key"), with a copy button and its QR code for the booth's set-up.
 */
export function UploadKey({ uploadKey, lastDay }: { uploadKey: string; lastDay: string }) {
  const [shown, setShown] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(uploadKey)
      toast.success('Upload key copied.')
    } catch {
      toast.error('Could not copy: select the key and copy it by hand.')
    }
  }
  return (
    <figure style={{ margin: 0 }}>
      {shown ? <QrImage text={uploadKey} label="QR code of the booth upload key" /> : null}
      <figcaption>
        Booth upload key (works until {formatDateLong(lastDay)}):{' '}
        {shown ? <code data-testid="upload-key">{uploadKey}</code> : <span>hidden</span>}
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Button
            buttonStyle="secondary"
            margin={false}
            onClick={() => setShown(!shown)}
            size="small"
          >
            {shown ? 'Hide key' : 'Show key'}
          </Button>
          <Button buttonStyle="secondary" margin={false} onClick={copy} size="small">
            Copy key
          </Button>
        </div>
      </figcaption>
    </figure>
  )
}
