import type { RateRule } from '@/lib/server/rateLimit'

// A wizard writes a few times per step; this stops floods, not visitors.
export const CART_RATE: RateRule = { points: 120, durationSeconds: 60 }
