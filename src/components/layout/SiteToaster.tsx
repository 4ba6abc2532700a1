'use client'

import dynamic from 'next/dynamic'

// Client-only and its own chunk: toasts only follow a visitor's action, long after hydration,
// and sonner replays any toast raised before the Toaster subscribes.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })

/** The site's toasts. The spec: only one toast shows at a time. */
export function SiteToaster() {
  return <Toaster visibleToasts={1} position="top-center" closeButton />
}
