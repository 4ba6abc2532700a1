import { useEffect, useRef, useState } from 'react'

type Format = (next: string, previous: string) => string

/**
 * The as-you-type phone formatter (libphonenumber), fetched once the form shows instead of with
 * the page. Until it arrives the value passes through as typed; `onReady` formats what is there.
 */
export function usePhoneFormat(onReady: (format: Format) => void): Format {
  const [format, setFormat] = useState<Format | null>(null)
  const ready = useRef(onReady)
  ready.current = onReady
  useEffect(() => {
    let live = true
    import('./formatPhone')
      .then(({ formatPhoneInput }) => {
        if (!live) return
        setFormat(() => formatPhoneInput)
        ready.current(formatPhoneInput)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
  return (next, previous) => (format ? format(next, previous) : next)
}
