'use client'

import { useId, useState } from 'react'

import type { AccessibilityRequest } from '@inquiries/contract'
import { isEmail } from '@kernel'

import { inquiriesApi } from '@inquiries/contract'
import { DOCUMENTS, FIELD_CLASS as field, FORMATS } from './accessibilityFormOptions'

type Errors = Partial<Record<'name' | 'email' | 'message', string>>

/** Accessibility feedback, or a document in another format: stored as its own inquiry kind. */
export function AccessibilityFeedbackForm() {
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle')
  const [reply, setReply] = useState('')

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const value = (k: string) => String(form.get(k) ?? '').trim()
    const body: AccessibilityRequest = {
      name: value('name'),
      email: value('email'),
      phone: value('phone') || undefined,
      message: value('message'),
      accessibleDocument: value('document') || undefined,
      accessibleFormat: value('format') || undefined,
    }
    const found: Errors = {}
    if (!body.name) found.name = 'Please enter your name'
    if (!isEmail(body.email)) found.email = 'Please enter a valid email address'
    if (!body.message) found.message = 'Please tell us what you need or what got in your way'
    setErrors(found)
    if (Object.keys(found).length) return
    setState('sending')
    const result = await inquiriesApi.accessibilityFeedback({ body })
    if (!result.ok) {
      setState('failed')
      return setReply(result.message || 'Your message was not sent. Please try again, or call us.')
    }
    setState('done')
    setReply(result.data.message)
  }

  if (state === 'done')
    return (
      <p role="status" className="mt-10 rounded-lg bg-emerald-50 p-4 text-lg text-emerald-900">
        {reply}
      </p>
    )
  const error = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null
  const described = (name: keyof Errors) => (errors[name] ? `${id}-${name}-error` : undefined)
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12 border-t border-stone-200 pt-8">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-stone-950">
        Accessibility feedback and format requests
      </h2>
      <form
        noValidate
        onSubmit={submit}
        // A field's message goes as soon as it is edited: no stale error under a filled field.
        onInput={(e) => {
          const name = (e.target as HTMLInputElement).name as keyof Errors
          if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }))
        }}
        className="mt-6 grid gap-5"
      >
        {(
          [
            ['name', 'Your name', 'name', 'text'],
            ['email', 'Email', 'email', 'email'],
            ['phone', 'Phone (optional)', 'tel', 'tel'],
          ] as const
        ).map(([name, label, auto, type]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium text-stone-900">
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type={type}
              autoComplete={auto}
              aria-invalid={name !== 'phone' && errors[name] ? true : undefined}
              aria-describedby={name !== 'phone' ? described(name) : undefined}
              className={field}
            />
            {name !== 'phone' && error(name)}
          </div>
        ))}
        {(
          [
            ['document', 'Document you would like in another format (optional)', DOCUMENTS],
            ['format', 'Format (optional)', FORMATS],
          ] as const
        ).map(([name, label, options]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium text-stone-900">
              {label}
            </label>
            <select id={`${id}-${name}`} name={name} className={field} defaultValue="">
              {options.map((o) => (
                <option key={o} value={o}>
                  {o || 'None'}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-message`} className="mb-1 block font-medium text-stone-900">
            Your message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={5}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described('message')}
            className={field}
          />
          {error('message')}
        </div>
        {state === 'failed' && (
          <p role="alert" className="text-red-700">
            {reply}
          </p>
        )}
        <button
          type="submit"
          disabled={state === 'sending'}
          className="min-h-12 justify-self-start rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700 disabled:opacity-70"
        >
          {state === 'sending' ? 'Sending...' : 'Send'}
        </button>
      </form>
    </section>
  )
}
