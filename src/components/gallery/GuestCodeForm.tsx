'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { galleriesApi } from '@galleries/contract'

/** The gallery's 4-digit guest code: right, and the page opens (a cookie keeps it). */
export function GuestCodeForm({ slug, brand }: { slug: string; brand: string }) {
  const router = useRouter()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setBusy(true)
    const res = await galleriesApi.guestCode({ slug, body: { code } })
    setBusy(false)
    if (res.ok) return router.refresh()
    setError(res.message)
  }
  return (
    <main className="mx-auto max-w-sm px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{brand}</p>
      <h1 className="mt-1 text-2xl font-bold text-stone-900">Enter the gallery code</h1>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <label htmlFor="gallery-code" className="block text-stone-800">
          The host&apos;s 4-digit code
        </label>
        <input
          id="gallery-code"
          name="code"
          inputMode="numeric"
          autoComplete="off"
          pattern="\d{4}"
          maxLength={4}
          required
          aria-describedby={error ? 'gallery-code-error' : undefined}
          className="w-32 rounded-md border border-stone-400 px-3 py-2 text-lg tracking-widest"
        />
        {error && (
          <p id="gallery-code-error" role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="block rounded-md bg-stone-900 px-4 py-2 font-semibold text-white"
        >
          Open the gallery
        </button>
      </form>
    </main>
  )
}
