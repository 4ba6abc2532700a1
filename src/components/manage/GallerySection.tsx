import QRCode from 'qrcode'

import { formatDateLong } from '@kernel'

type Gallery = { url: string; photoCount: number; expiresOn: string } | null

/**
 * The manage page's event gallery: its link and a QR code guests can scan at the event. Drawn on
 * the server as SVG, so the page loads no QR library.
 */
export async function GallerySection({ gallery }: { gallery: Gallery }) {
  if (!gallery) return null
  const svg = await QRCode.toString(gallery.url, { type: 'svg', margin: 1, width: 176 })
  return (
    <section
      aria-labelledby="manage-gallery"
      className="mx-auto mb-8 max-w-3xl rounded-lg bg-white p-5 shadow-sm"
    >
      <h2 id="manage-gallery" className="text-xl font-semibold text-stone-900">
        Your photo gallery
      </h2>
      <p className="mt-2 text-stone-700">
        {gallery.photoCount
          ? `${gallery.photoCount} ${gallery.photoCount === 1 ? 'photo' : 'photos'}, online until ${formatDateLong(gallery.expiresOn)}.`
          : 'Photos appear here during and after your event. Show this code to your guests so they can open the gallery on their phones.'}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <div
          role="img"
          aria-label="QR code of your gallery link"
          className="h-44 w-44"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <a href={gallery.url} className="font-semibold text-amber-800 underline">
          Open your gallery
        </a>
      </div>
    </section>
  )
}
