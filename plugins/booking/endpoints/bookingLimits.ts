// Per-client limits on the public booking endpoints. Bookings count in Postgres, shared by every
// server; the reads count in each server's memory (no database write per read).
// Generous for a person using the wizard; a script filling a season's calendar stops quickly.
import type { RateRule } from '@server-kit'

const TEN_MINUTES = 600

export const BOOKING_RATE_RULES = {
  'create-booking': { points: 20, durationSeconds: TEN_MINUTES },
  quote: { points: 120, durationSeconds: TEN_MINUTES, perServer: true },
  availability: { points: 120, durationSeconds: TEN_MINUTES, perServer: true },
  'address-search': { points: 120, durationSeconds: TEN_MINUTES, perServer: true },
  today: { points: 120, durationSeconds: TEN_MINUTES, perServer: true },
} satisfies Record<string, RateRule>
