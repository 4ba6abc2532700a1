import type { ExternalToast } from 'sonner'

type Kind = 'error' | 'success'

// sonner (9 KiB gzip) is fetched with the page's first toast, not with every page that might
// raise one: toasts follow a visitor's action. SiteToaster then mounts sonner's Toaster; toasts
// wait for it, as sonner drops those raised before a Toaster subscribes.
let raised = false
let ready = false
const onRaise = new Set<() => void>()
const queued: (() => void)[] = []

/** Calls `then` once the page raises its first toast (at once if it already did). */
export function onFirstToast(then: () => void): () => void {
  if (raised) then()
  else onRaise.add(then)
  return () => void onRaise.delete(then)
}

/** SiteToaster's Toaster has subscribed: show what waited, then show toasts at once. */
export function toasterReady() {
  ready = true
  for (const fire of queued.splice(0)) fire()
}

const show = (kind: Kind) => (message: string, data?: ExternalToast) => {
  const fire = () =>
    void import('sonner').then(({ toast }) => toast[kind](message, data)).catch(() => {})
  if (ready) return fire()
  queued.push(fire)
  if (raised) return
  raised = true
  for (const then of onRaise) then()
}

/** The site's toasts (sonner's `toast.error` / `toast.success`), loaded on first use. */
export const toast = { error: show('error'), success: show('success') }
