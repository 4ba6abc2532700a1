'use client'

import { useEffect, useEffectEvent, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import type { ApiResult } from '@api-client'
import type { InquiryErrorCode, InquiryFormRoute } from '@inquiries/contract'
import { inquiriesApi } from '@inquiries/contract'

import { failureToast, type ToastMessage } from '@/lib/formMessages'

import { type FieldSpec, rulesFor } from './fieldSpec'
import { TextField } from './TextField'

type Values = Record<string, string>

export type InquiryFormProps = {
  fields: readonly FieldSpec[]
  /** Which inquiry endpoint the form posts to (the inquiries route table's name). */
  route: InquiryFormRoute
  sent: ToastMessage
  failed: ToastMessage
  /** Toast when required fields are missing (besides the inline errors). */
  invalid?: ToastMessage
  defaults?: Partial<Values>
  /** Sent along with the fields, e.g. { kind: 'custom_quote' }. */
  extra?: Record<string, unknown>
  submitLabel: string
  onSent?: () => void
  /** Re-applies `defaults` when this changes (a dialog re-opening). */
  resetKey?: unknown
}

/** One visitor form: validates, POSTs JSON, toasts; cleared on success, kept on failure. */
export function InquiryForm({
  fields,
  route,
  sent,
  failed,
  invalid,
  defaults,
  extra,
  submitLabel,
  onSent,
  resetKey,
}: InquiryFormProps) {
  const uid = useId()
  const empty = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.name, defaults?.[f.name] ?? ''])),
    [fields, defaults],
  )
  const form = useForm<Values>({ defaultValues: empty })
  const { register, handleSubmit, reset, formState } = form

  // Only a new resetKey clears the form, to the defaults of that moment.
  const clear = useEffectEvent(() => reset(empty))
  useEffect(() => clear(), [resetKey])

  const onValid = async (values: Values) => {
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]))
    // The fields come from the form's FieldSpec list, so the body is not typed here: the server's
    // schema checks it and names the field it refuses.
    const send = inquiriesApi[route] as (input: {
      body: Record<string, unknown>
    }) => Promise<ApiResult<unknown, InquiryErrorCode>>
    const result = await send({ body: { ...trimmed, ...extra } })
    if (!result.ok) {
      const shown = failureToast(result, failed)
      return void toast.error(shown.title, { description: shown.description })
    }
    toast.success(sent.title, { description: sent.description })
    reset(Object.fromEntries(fields.map((f) => [f.name, ''])))
    onSent?.()
  }
  const onInvalid = () =>
    invalid && toast.error(invalid.title, { description: invalid.description })

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4">
      {fields.map((f) => (
        <TextField
          key={f.name}
          field={f}
          id={`${uid}-${f.name}`}
          error={formState.errors[f.name]?.message}
          registration={register(f.name, rulesFor(f))}
        />
      ))}
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="min-h-12 rounded-full bg-stone-900 px-6 py-3 font-semibold text-white transition hover:bg-stone-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-70"
      >
        {formState.isSubmitting ? 'Sending...' : submitLabel}
      </button>
    </form>
  )
}
