import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

/** Local disk's folder for gallery files: beside the media, never served by the media route. */
export const galleryDir = () => path.resolve(process.env.MEDIA_DIR || 'media', 'galleries')

/**
 * The photos, GIFs and MP4s of event galleries. Payload stores the original (local disk, or S3
 * when configured); a job writes the thumbnail and web size beside it. Staff-only through
 * Payload's routes: guests read files through the gallery's own route, with its slug.
 */
export const GalleryPhotos: CollectionConfig = {
  slug: 'gallery-photos',
  labels: { singular: 'Gallery photo', plural: 'Gallery photos' },
  admin: { defaultColumns: ['filename', 'booking', 'kind'], group: 'Work', hidden: true },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  upload: {
    staticDir: galleryDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'video/mp4'],
    // Sizes are made by the gallerySizes job, never in the upload request.
    disableLocalStorage: false,
  },
  // One photo per gallery and content: a retried upload finds the first.
  indexes: [{ fields: ['gallery', 'sha256'], unique: true }],
  fields: [
    { name: 'gallery', type: 'relationship', relationTo: 'galleries', required: true, index: true },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'sha256', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Photo', value: 'photo' },
        { label: 'GIF', value: 'gif' },
        { label: 'Video (MP4)', value: 'video' },
      ],
    },
    /** Set by the sizes job: the thumbnail and web-size keys in the gallery store. */
    { name: 'thumbKey', type: 'text' },
    { name: 'webKey', type: 'text' },
    { name: 'sizesAt', type: 'date' },
  ],
}
