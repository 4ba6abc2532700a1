'use client'

import { Button, Dropzone } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import { uploadFiles, type UploadProgress } from './uploadFiles'

/** Drag and drop (or choose) many photos and videos; a progress bar while they go up. Payload's
 * own drop zone and button; the file input stays hidden behind "Choose files". */
export function GalleryUpload({ bookingId, onDone }: { bookingId: number; onDone: () => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const send = async (list: FileList | null) => {
    if (!list?.length) return
    await uploadFiles(bookingId, Array.from(list), setProgress)
    onDone()
  }
  const busy = progress !== null && progress.done < progress.total
  const value = progress ? progress.done + progress.percent / 100 : 0
  return (
    <div data-testid="gallery-drop" style={{ margin: '12px 0' }}>
      <Dropzone disabled={busy} multipleFiles onChange={(files) => void send(files)}>
        <p style={{ margin: '0 0 8px' }} id="gallery-drop-hint">
          Drop photos, GIFs and MP4 videos here, or choose files.
        </p>
        <Button
          aria-label="Choose files to upload"
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={() => input.current?.click()}
          size="small"
        >
          Choose files
        </Button>
        <input
          accept="image/jpeg,image/png,image/gif,video/mp4"
          aria-describedby="gallery-drop-hint"
          data-testid="gallery-files"
          hidden
          id="gallery-files"
          multiple
          onChange={(e) => void send(e.currentTarget.files)}
          ref={input}
          type="file"
        />
      </Dropzone>
      {progress ? (
        <div style={{ marginTop: 8 }}>
          <progress max={progress.total} value={value} aria-label="Upload progress" />{' '}
          <span aria-live="polite">
            {progress.done} of {progress.total} uploaded
            {progress.failed.length ? `; ${progress.failed.length} refused` : ''}
          </span>
          {progress.failed.length ? (
            <ul>
              {progress.failed.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
