// Per-client limits on the public booking endpoints (counters in Postgres, shared by servers).
// Generous for a person using the wizard; a script filling a season's calendar stops quickly.
import type { RateRule } from '@server-kit'

const TEN_MINUTES = 600

export const BOOKING_RATE_RULES = {
  'create-booking': { points: 20, durationSeconds: TEN_MINUTES },
  quote: { points: 120, durationSeconds: TEN_MINUTES },
  availability: { points: 120, durationSeconds: TEN_MINUTES },
  'address-search': { points: 120, durationSeconds: TEN_MINUTES },
} satisfies Record<string, RateRule>
