'use client'

import { useState } from 'react'

import { uploadFiles, type UploadProgress } from './uploadFiles'

/** Drag and drop (or choose) many photos and videos; a progress bar while they go up. */
export function GalleryUpload({ bookingId, onDone }: { bookingId: number; onDone: () => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [over, setOver] = useState(false)
  const send = async (list: FileList | null) => {
    if (!list?.length) return
    await uploadFiles(bookingId, Array.from(list), setProgress)
    onDone()
  }
  const busy = progress !== null && progress.done < progress.total
  const value = progress ? progress.done + progress.percent / 100 : 0
  return (
    <div
      data-testid="gallery-drop"
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        void send(e.dataTransfer.files)
      }}
      style={{
        border: `2px dashed var(--theme-elevation-${over ? 500 : 250})`,
        borderRadius: 6,
        padding: 16,
        margin: '12px 0',
      }}
    >
      <label htmlFor="gallery-files">
        Drop photos, GIFs and MP4 videos here, or choose files:{' '}
      </label>
      <input
        id="gallery-files"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,video/mp4"
        disabled={busy}
        onChange={(e) => void send(e.currentTarget.files)}
      />
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
