import Link from 'next/link'

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-amber-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-lg text-stone-700">
        Sorry, we couldn&apos;t find the page you were looking for.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          href="/"
          className="min-h-12 rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700"
        >
          Return to Home
        </Link>
        <Link
          href="/booking"
          className="min-h-12 rounded-full border border-stone-300 px-6 py-3 font-semibold hover:bg-stone-100"
        >
          Book Your Event
        </Link>
      </div>
    </main>
  )
}
