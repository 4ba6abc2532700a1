import type { ReactNode } from 'react'

import { ui } from '@/components/ui/ui'

/** One step's body with its Back action first (every step has one). */
export function StepFrame({
  onBack,
  backLabel = 'Back',
  children,
}: {
  onBack: () => void
  backLabel?: string
  children: ReactNode
}) {
  return (
    <section>
      <button
        type="button"
        onClick={onBack}
        className={`${ui.secondary} mb-5 min-h-11 px-4 py-2 text-sm`}
      >
        <span aria-hidden>←</span> {backLabel}
      </button>
      {children}
    </section>
  )
}
