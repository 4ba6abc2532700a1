import { describe, expect, it } from 'vitest'

import { cartReminderSettings as read } from './cartReminderSettings'

const cartReminderSettings = (env: Record<string, string>) => read(env as NodeJS.ProcessEnv)

describe('cartReminderSettings', () => {
  it('reads positive whole numbers and falls back on anything else', () => {
    expect(cartReminderSettings({})).toEqual({ idleMinutes: 60, maxReminders: 2 })
    expect(cartReminderSettings({ CART_ABANDON_MINUTES: '30', CART_MAX_REMINDERS: '3' })).toEqual({
      idleMinutes: 30,
      maxReminders: 3,
    })
    expect(cartReminderSettings({ CART_ABANDON_MINUTES: '-5', CART_MAX_REMINDERS: '1.5' })).toEqual(
      {
        idleMinutes: 60,
        maxReminders: 2,
      },
    )
  })
})
