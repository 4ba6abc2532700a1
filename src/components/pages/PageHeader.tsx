import type { ReactNode } from 'react'

/** The warm title band at the top of every information page. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-amber-50 to-white px-4 pt-16 pb-10 text-center sm:px-6">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">{eyebrow}</p>
      )}
      <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-stone-950 sm:text-5xl">
        {title}
      </h1>
      {children && (
        <div className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-stone-700">{children}</div>
      )}
    </div>
  )
}
