/** What the gallery takes, by the type read from the bytes (never the name). */
const KINDS = {
  'image/jpeg': { kind: 'photo', ext: 'jpg', maxBytes: 40 * 1024 * 1024 },
  'image/png': { kind: 'photo', ext: 'png', maxBytes: 40 * 1024 * 1024 },
  'image/gif': { kind: 'gif', ext: 'gif', maxBytes: 40 * 1024 * 1024 },
  'video/mp4': { kind: 'video', ext: 'mp4', maxBytes: 200 * 1024 * 1024 },
} as const

export type GalleryMime = keyof typeof KINDS
export type GalleryKind = (typeof KINDS)[GalleryMime]['kind']
/** The largest file any kind accepts: a request above it is refused before it is read. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024

export type FileVerdict =
  | { ok: true; mime: GalleryMime; kind: GalleryKind; ext: string }
  | { ok: false; code: 'unsupported_file' | 'file_too_large' | 'empty_file' }

/** The verdict on a file whose detected type is `detected` (file-type's answer, or none). */
export function fileVerdict(detected: string | undefined, size: number): FileVerdict {
  if (size === 0) return { ok: false, code: 'empty_file' }
  const entry = detected ? KINDS[detected as GalleryMime] : undefined
  if (!entry) return { ok: false, code: 'unsupported_file' }
  if (size > entry.maxBytes) return { ok: false, code: 'file_too_large' }
  return { ok: true, mime: detected as GalleryMime, kind: entry.kind, ext: entry.ext }
}

export const isVisual = (kind: GalleryKind) => kind !== 'video'
