'use client'

import { useEffect, useRef } from 'react'

/**
 * An address too far for online booking opens the Outside Service Area dialog once per address
 * (spec: prefilled); the step keeps a button to open it again.
 */
export function useOutsideAreaOffer(farAddress: string | null | undefined, open: () => void) {
  const offeredFor = useRef<string | null>(null)
  useEffect(() => {
    if (!farAddress || offeredFor.current === farAddress) return
    offeredFor.current = farAddress
    open()
  }, [farAddress, open])
}
