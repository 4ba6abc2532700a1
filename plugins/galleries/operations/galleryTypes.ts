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

/** The gallery's booking, which must exist (a gallery is made for one): a missing one throws. */
export function bookingOfGallery<B>(gallery: GalleryRow, booking: B | null): B {
  if (!booking) throw new Error(`gallery ${gallery.id}: booking ${gallery.bookingId} not found`)
  return booking
}
