'use client'

import { useRef, useState, type FormEvent } from 'react'

import type { CustomerForm } from './customerSchema'
import { loadCustomerValidation, type CustomerErrors } from './lazyCustomerResolver'

type Name = keyof CustomerForm
type Registered = {
  name: Name
  ref: (el: Control | null) => void
  onBlur: () => void
  onChange: () => void
}

/**
 * A registered field as a component's props (`inputRef`, not `ref`: React's compiler reads an
 * object carrying `ref` as a ref, not to be touched while rendering), with its default and error.
 */
export type StepFieldProps = Omit<Registered, 'ref'> & {
  inputRef: Registered['ref']
  defaultValue: string
  error?: string
}
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Step 1's form state, with uncontrolled fields: the server renders the form, and what a
 * visitor types before the page's JavaScript arrives stays in the fields (React leaves
 * uncontrolled values alone). Errors show as react-hook-form's `onTouched` mode showed them: a
 * field's after its first blur, then on every change; all of them on submit, the first focused.
 * No form library in the wizard's start-up JS (react-hook-form was 13 KiB gzip).
 */
export function useStepForm(defaults: CustomerForm, onSubmit: (data: CustomerForm) => void) {
  const fields = useRef(new Map<Name, Control>())
  const touched = useRef(new Set<Name>())
  const [errors, setErrors] = useState<CustomerErrors>({})

  const values = (): CustomerForm => {
    const out: Record<string, unknown> = { ...defaults }
    for (const [name, el] of fields.current)
      out[name] = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value
    return out as CustomerForm
  }
  const shown = (all: CustomerErrors, names: Iterable<Name>) => {
    const next: CustomerErrors = {}
    for (const n of names) if (all[n]) next[n] = all[n]
    return next
  }
  const revalidate = async () => {
    const validate = await loadCustomerValidation()
    setErrors(shown(validate(values()), touched.current))
  }

  // One set of handlers per field for the form's life: a new ref callback on every render would
  // re-file the field and lose the order errors are focused in.
  const registered = useRef(new Map<Name, Registered>())
  const handlers = (name: Name): Registered => ({
    name,
    ref: (el: Control | null) => {
      if (el) fields.current.set(name, el)
      else fields.current.delete(name)
    },
    onBlur: () => {
      touched.current.add(name)
      void revalidate().catch(() => {})
    },
    onChange: () => {
      if (touched.current.has(name)) void revalidate().catch(() => {})
    },
  })
  const register = (name: Name) => {
    let field = registered.current.get(name)
    if (!field) registered.current.set(name, (field = handlers(name)))
    return field
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const validate = await loadCustomerValidation()
    const data = values()
    const all = validate(data)
    for (const name of fields.current.keys()) touched.current.add(name)
    setErrors(all)
    const first = [...fields.current].find(([name]) => all[name])
    if (first) return first[1].focus()
    onSubmit(data)
  }

  return { register, errors, handleSubmit, revalidate }
}
