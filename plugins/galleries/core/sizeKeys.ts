/** Where a photo's made sizes live in the gallery store, beside its original. */
export const thumbKeyOf = (filename: string) => `sizes/thumb-${filename.replace(/\.\w+$/, '')}.webp`
export const webKeyOf = (filename: string) => `sizes/web-${filename.replace(/\.\w+$/, '')}.webp`

/** The thumbnail fills a grid cell on a 3x phone; the web size a laptop screen. */
export const THUMB_WIDTH = 480
export const WEB_WIDTH = 1600

type PhotoFiles = { filename?: unknown; thumbKey?: unknown; webKey?: unknown }

/** Every file one photo keeps in the store (its original and the sizes made so far). */
export const photoFileKeys = (photo: PhotoFiles): string[] =>
  [photo.filename, photo.thumbKey, photo.webKey].filter(
    (k): k is string => typeof k === 'string' && !!k,
  )
