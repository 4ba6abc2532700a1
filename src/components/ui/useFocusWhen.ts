'use client'

import { useEffect, useRef } from 'react'

/**
 * A ref whose element takes the focus whenever `when` turns truthy: the heading or notice that
 * replaces a form, so keyboard and screen-reader users land on what changed.
 */
export function useFocusWhen<E extends HTMLElement>(when: unknown) {
  const ref = useRef<E>(null)
  useEffect(() => {
    if (when) ref.current?.focus()
  }, [when])
  return ref
}
