import type { ReactNode } from 'react'

/** A form's failure, announced at once (role="alert"), in the site's red notice. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  )
}
