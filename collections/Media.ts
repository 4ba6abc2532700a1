import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '@server-kit'
import { mediaFileExists } from './mediaFileExists'

const staticDir = process.env.MEDIA_DIR || 'media'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [{ name: 'alt', type: 'text', required: true }],
  upload: {
    staticDir,
    handlers: [mediaFileExists(staticDir)],
    mimeTypes: ['image/*', 'video/*'],
    imageSizes: [
      { name: 'card', width: 640, height: 640, position: 'centre' },
      { name: 'large', width: 1280 },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
  },
}
