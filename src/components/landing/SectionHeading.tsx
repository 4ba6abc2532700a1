import type { ReactNode } from 'react'

/** Eyebrow, title and intro shared by the landing sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">{eyebrow}</p>
      )}
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-stone-950 sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-pretty text-stone-700">{children}</p>}
    </div>
  )
}
