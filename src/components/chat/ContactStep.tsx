'use client'

import { useId, useState } from 'react'

import { type ChatContact, type ContactErrors, validateContact } from './chatContact'
import { chatText } from './chatText'

const input =
  'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-base focus:border-stone-900 focus:outline-2 focus:outline-amber-400'

/** The 'Start Chat' form: who the visitor is, before the conversation. */
export function ContactStep({ onSubmit }: { onSubmit: (contact: ChatContact) => void }) {
  const [values, setValues] = useState<ChatContact>({ name: '', email: '' })
  const [errors, setErrors] = useState<ContactErrors>({})
  const id = useId()
  const field = (name: keyof ChatContact, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => {
          const next = { ...values, [name]: e.target.value }
          setValues(next)
          // A shown error goes as soon as the field is right (new errors wait for Start Chat).
          if (errors[name] && !validateContact(next)[name])
            setErrors(({ [name]: _fixed, ...rest }) => rest)
        }}
        className={input}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  return (
    <form
      noValidate
      className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
      onSubmit={(e) => {
        e.preventDefault()
        const found = validateContact(values)
        setErrors(found)
        if (Object.keys(found).length) {
          document.getElementById(`${id}-${found.name ? 'name' : 'email'}`)?.focus()
          return
        }
        onSubmit({ name: values.name.trim(), email: values.email.trim() })
      }}
    >
      <p className="text-sm text-stone-700">{chatText.startIntro}</p>
      {field('name', 'Name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      <button
        type="submit"
        className="mt-auto rounded-full bg-amber-500 px-5 py-2.5 font-semibold text-stone-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
      >
        {chatText.startChat}
      </button>
    </form>
  )
}
