import type { ErrorTable } from '@server-kit'

/** What the gallery endpoints answer, by code (the front end switches on `code`). */
export const galleryErrors = {
  upload_key_required: {
    status: 401,
    message: 'Sign in as staff, or send the booth upload key in the X-Upload-Key header.',
  },
  upload_key_invalid: { status: 403, message: 'This upload key is not the key of this booking.' },
  upload_key_expired: {
    status: 403,
    message: 'This upload key has expired (7 days after the event). Staff can still upload.',
  },
  file_required: { status: 400, message: 'Send one file in the multipart field "file".' },
  empty_file: { status: 400, message: 'The file is empty.' },
  unsupported_file: {
    status: 415,
    message: 'Only JPEG, PNG and GIF photos and MP4 videos can go in a gallery.',
  },
  file_too_large: {
    status: 413,
    message: 'The file is too large: photos up to 40 MB, videos up to 200 MB.',
  },
  gallery_expired: {
    status: 409,
    message: 'This gallery has expired and its photos were deleted.',
  },
  no_gallery: { status: 404, message: 'This booking has no gallery yet.' },
  wrong_code: {
    status: 403,
    message: 'That code is not right. Ask the host for the 4-digit code.',
  },
  code_required: { status: 401, message: 'This gallery needs its 4-digit guest code.' },
} satisfies ErrorTable<string>

export type GalleryCode = keyof typeof galleryErrors
