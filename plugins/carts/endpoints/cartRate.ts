import type { RateRule } from '@server-kit'

// A wizard writes a few times per step; this stops floods, not visitors.
export const CART_RATE: RateRule = { points: 120, durationSeconds: 60 }
