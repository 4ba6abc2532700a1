'use client'

import { useId, useState } from 'react'
import { toast } from '@/lib/toast'

import { isEmail } from '@kernel'
import { NEWSLETTER_WORDING } from '@privacy/client'

import { inquiriesApi } from '@inquiries/contract'
import { failureToast, formMessages } from '@/lib/formMessages'

/** 'Stay Updated': one email field, POST /api/newsletter/subscribe, confirmed in place. */
export function SubscribeForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle')
  const [error, setError] = useState('')

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!isEmail(email.trim())) return setError('Please enter a valid email address')
    setError('')
    setState('sending')
    const result = await inquiriesApi.subscribe({ body: { email } })
    if (!result.ok) {
      setState('idle')
      const shown = failureToast(result, formMessages.subscribeFailed)
      return void toast.error(shown.title, { description: shown.description })
    }
    setState('done')
    toast.success(formMessages.subscribed.title, {
      description: formMessages.subscribed.description,
    })
  }

  if (state === 'done')
    return (
      <p role="status" className="text-lg font-semibold text-stone-950">
        Almost done: open the email we sent you and confirm your subscription.
      </p>
    )
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          Email address
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-wording` : `${id}-wording`}
          className="block min-h-12 w-full rounded-full border border-stone-300 bg-white px-5 py-3 text-base focus:border-amber-600 focus:ring-2 focus:ring-amber-500/40 focus:outline-none"
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 pl-5 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={state === 'sending'}
        className="min-h-12 rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700 disabled:opacity-70"
      >
        {state === 'sending' ? 'Sending...' : 'Subscribe'}
      </button>
      <p id={`${id}-wording`} className="text-sm text-stone-700 sm:basis-full">
        {NEWSLETTER_WORDING}
      </p>
    </form>
  )
}
