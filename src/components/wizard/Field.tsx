import type { ReactNode } from 'react'

import { ui } from '@/components/ui/ui'

/** Label, control and error message wired together (the control gets `id`, aria-describedby points at the error). */
export function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className={ui.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Props that connect a control to its Field's error. */
export const describedBy = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})
