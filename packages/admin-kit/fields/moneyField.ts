import type { NumberField } from 'payload'

// Staff type dollars; at most two decimals so a price maps exactly to cents.
export const moneyField = (
  name: string,
  label: string,
  overrides: Partial<NumberField> = {},
): NumberField =>
  ({
    name,
    label,
    type: 'number',
    min: 0,
    admin: { step: 0.01, description: 'CAD, taxes included.' },
    validate: (value: null | number | undefined) => {
      if (value === null || value === undefined) return true
      if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
        return 'Use at most two decimals (cents).'
      return true
    },
    ...overrides,
  }) as NumberField
