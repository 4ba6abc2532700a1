// The galleries plugin's browser surface: the panels the booking workspace and Today show.
export { BoothKeyPanel } from './admin/BoothKeyPanel'
export { GalleriesDuePanel } from './admin/GalleriesDuePanel'
export { GalleryPanel } from './admin/GalleryPanel'
export { QrImage } from './admin/QrImage'
