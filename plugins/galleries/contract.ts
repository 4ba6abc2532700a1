// Types the front end shares with the server (type-only: nothing here runs).
export type { GalleryPhotoView, GalleryView } from './operations/loadGallery'

/** The route table: each endpoint as a typed call. */
export * from './routes'
