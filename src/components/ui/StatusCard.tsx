import Link from 'next/link'

import { ui } from './ui'

/** Loading, processing, failed and fallback states of the success page. */
export function StatusCard({
  title,
  body,
  busy = false,
  retry = false,
}: {
  title: string
  body?: string
  busy?: boolean
  retry?: boolean
}) {
  return (
    <div
      className="mx-auto max-w-xl px-4 py-16 text-center"
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
    >
      {busy && (
        <div
          className="mx-auto mb-4 size-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-600"
          aria-hidden
        />
      )}
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {body && <p className="mt-3 text-stone-700">{body}</p>}
      {!busy && (
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/" className={ui.primary}>
            Return to Home
          </Link>
          {retry && (
            <Link href="/booking" className={ui.secondary}>
              Try Again
            </Link>
          )}
        </div>
      )}
    </div>
  )
}
