import Link from 'next/link'

import { ui } from '@/components/ui/ui'

/** Print, home and the helpful links at the foot of the confirmation (not printed). */
export function SuccessLinks() {
  return (
    <>
      <div className="flex flex-col justify-center gap-3 sm:flex-row print:hidden">
        <button type="button" className={ui.primary} onClick={() => window.print()}>
          Print Confirmation
        </button>
        <Link href="/" className={ui.secondary}>
          Return to Home
        </Link>
      </div>
      <nav aria-label="Helpful links" className="flex justify-center gap-6 text-sm print:hidden">
        <Link href="/faq" className={ui.link}>
          FAQ
        </Link>
        <Link href="/terms" className={ui.link}>
          Terms
        </Link>
        <Link href="/privacy" className={ui.link}>
          Privacy
        </Link>
      </nav>
    </>
  )
}
