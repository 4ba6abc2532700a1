import type { UseFormRegisterReturn } from 'react-hook-form'

import type { FieldSpec } from './fieldSpec'

type Props = { field: FieldSpec; id: string; error?: string; registration: UseFormRegisterReturn }

const inputClass =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-500/40 aria-[invalid=true]:border-red-600'

/** A labelled input or textarea with its error announced to screen readers. */
export function TextField({ field, id, error, registration }: Props) {
  const errorId = `${id}-error`
  const common = {
    id,
    ...registration,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: inputClass,
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="text-amber-700">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-stone-600"> (optional)</span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={field.type ?? 'text'} {...common} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
