// A wizard writes a few times per step; this stops floods, not visitors.
export const CART_RATE = { name: 'cart', points: 120, durationSeconds: 60 }
