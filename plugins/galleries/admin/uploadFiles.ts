/** Progress of a staff upload batch: files done and bytes sent of the one in flight. */
export type UploadProgress = { done: number; total: number; failed: string[]; percent: number }

/** One file by XHR (fetch has no upload progress), as the staff session's cookie allows. */
function sendOne(url: string, file: File, onPercent: (p: number) => void) {
  return new Promise<{ ok: boolean; message: string }>((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => e.lengthComputable && onPercent((e.loaded / e.total) * 100)
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { message?: string }
        } catch {
          return {}
        }
      })()
      resolve({ ok: xhr.status < 300, message: body.message ?? `HTTP ${xhr.status}` })
    }
    xhr.onerror = () => resolve({ ok: false, message: 'network error' })
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

/** Sends the files one after another, reporting progress after each step. */
export async function uploadFiles(
  bookingId: number,
  files: File[],
  onProgress: (p: UploadProgress) => void,
) {
  const progress: UploadProgress = { done: 0, total: files.length, failed: [], percent: 0 }
  const url = `/api/bookings/${bookingId}/gallery/photos`
  for (const file of files) {
    const result = await sendOne(url, file, (percent) => onProgress({ ...progress, percent }))
    progress.done++
    if (!result.ok) progress.failed.push(`${file.name}: ${result.message}`)
    onProgress({ ...progress, percent: 0 })
  }
  return progress
}
