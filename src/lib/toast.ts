import type { ExternalToast } from 'sonner'

type Kind = 'error' | 'success'

// sonner (9 KiB gzip) is fetched with the first toast, not with every page that might raise one:
// toasts follow a visitor's action, and SiteToaster shows any raised before it subscribed.
const show = (kind: Kind) => (message: string, data?: ExternalToast) =>
  void import('sonner').then(({ toast }) => toast[kind](message, data)).catch(() => {})

/** The site's toasts (sonner's `toast.error` / `toast.success`), loaded on first use. */
export const toast = { error: show('error'), success: show('success') }
