'use client'

import { ui } from '@/components/ui/ui'

export function PrintButton() {
  return (
    <button type="button" className={ui.primary} onClick={() => window.print()}>
      Print
    </button>
  )
}
