/** A gallery row as the operations read it. */
export type GalleryRow = {
  id: number
  bookingId: number
  slug: string
  guestCode: string | null
  expiresOn: string
  status: 'active' | 'expired'
}

export const galleryUrl = (origin: string, slug: string) => `${origin}/gallery/${slug}`
