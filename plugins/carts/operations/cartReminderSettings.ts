/** When a cart counts as abandoned and how often it is reminded (environment, with defaults). */
export type CartReminderSettings = { idleMinutes: number; maxReminders: number }

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function cartReminderSettings(env: NodeJS.ProcessEnv = process.env): CartReminderSettings {
  return {
    idleMinutes: positive(env.CART_ABANDON_MINUTES, 60),
    maxReminders: positive(env.CART_MAX_REMINDERS, 2),
  }
}
