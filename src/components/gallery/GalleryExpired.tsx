import Link from 'next/link'

type Props = { brand: string; phone: string; email: string; eventName: string }

/** Day 60 has passed: the photos are gone, and who to ask. */
export function GalleryExpired({ brand, phone, email, eventName }: Props) {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{brand}</p>
      <h1 className="mt-1 text-2xl font-bold text-stone-900">This gallery has expired</h1>
      <p className="mt-3 text-stone-700">
        The photos of {eventName} were kept online for 60 days and have now been deleted. If you
        need help, contact us:
      </p>
      <ul className="mt-3 space-y-1 text-stone-900">
        <li>
          Phone:{' '}
          <a className="underline" href={`tel:${phone}`}>
            {phone}
          </a>
        </li>
        <li>
          Email:{' '}
          <a className="underline" href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      </ul>
      <Link
        href="/booking"
        className="mt-6 inline-block rounded-md bg-stone-900 px-4 py-2 font-semibold text-white"
      >
        Book your own event
      </Link>
    </main>
  )
}
