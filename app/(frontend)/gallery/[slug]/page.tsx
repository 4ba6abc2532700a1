import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { GalleryExpired } from '@/components/gallery/GalleryExpired'
import { GalleryGrid } from '@/components/gallery/GalleryGrid'
import { GuestCodeForm } from '@/components/gallery/GuestCodeForm'
import { getGallery } from '@/lib/cms/getGallery'
import { noteGalleryOpen } from '@/lib/cms/noteGalleryOpen'
import { formatDateLong } from '@kernel'

// Private to the link's holders: never cached, indexed or sent on as a referrer.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Event photo gallery',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: Promise<{ slug: string }> }

// Photos in the page itself; the rest come as JSON when asked for (a phone's first paint of a
// 600-photo gallery waited on the whole list).
const FIRST_PAGE = 48

export default async function GalleryPage({ params }: Props) {
  const { slug } = await params
  const view = await getGallery(slug)
  if (view.state === 'not_found') notFound()
  if (view.state === 'code_required') return <GuestCodeForm slug={view.slug} brand={view.brand} />
  if (view.state === 'expired') return <GalleryExpired {...view} />
  if (view.photos.length) await noteGalleryOpen(view.slug)
  return (
    <main className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">
            {view.brand}
          </p>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{view.eventName}</h1>
          <p className="text-stone-600">
            {formatDateLong(view.eventDate)} · {view.photos.length}{' '}
            {view.photos.length === 1 ? 'photo' : 'photos'} · online until{' '}
            {formatDateLong(view.expiresOn)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {view.photos.length > 0 && (
            <a
              href={`/api/galleries/${view.slug}/zip`}
              className="rounded-md bg-stone-900 px-4 py-2 text-sm font-semibold text-white hover:bg-stone-700"
            >
              Download all
            </a>
          )}
          <Link
            href="/booking"
            className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100"
          >
            Book your own event
          </Link>
        </div>
      </header>
      {view.photos.length ? (
        <GalleryGrid
          slug={view.slug}
          total={view.photos.length}
          first={view.photos.slice(0, FIRST_PAGE)}
        />
      ) : (
        <p className="rounded-md bg-white p-6 text-stone-700">
          The photos are on their way: this page fills as soon as they are uploaded.
        </p>
      )}
    </main>
  )
}
