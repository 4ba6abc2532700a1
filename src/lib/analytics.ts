// One small analytics surface. Does nothing unless the layout loaded gtag (ids set in SiteSettings).
type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    gtag?: Gtag
    __adsConversion?: string
  }
}

type EventParams = { category?: string; label?: string; value?: number }

export function trackEvent(action: string, { category, label, value }: EventParams = {}) {
  if (typeof window === 'undefined' || !window.gtag) return
  window.gtag('event', action, { event_category: category, event_label: label, value })
}

/** Page views report origin + path only: query strings may carry booking tokens. */
export function trackPageView(url: string) {
  if (typeof window === 'undefined' || !window.gtag) return
  window.gtag('event', 'page_view', { page_location: pathOnly(url) })
}

export function pathOnly(url: string): string {
  try {
    const u = new URL(url, 'http://localhost')
    return url.startsWith('/') ? u.pathname : `${u.origin}${u.pathname}`
  } catch {
    return url.split(/[?#]/)[0]
  }
}

/** Advertising conversion with a CAD value (the spec: package price on booking success). */
export function trackConversion(valueCad?: number) {
  if (typeof window === 'undefined' || !window.gtag || !window.__adsConversion) return
  window.gtag('event', 'conversion', {
    send_to: window.__adsConversion,
    value: valueCad,
    currency: 'CAD',
  })
}
