'use client'

import { LabeledInput } from '@admin-kit/LabeledInput'
import { LabeledSelect } from '@admin-kit/LabeledSelect'

import { type Period, type PeriodKind, periodOf } from '../client'

export type PickerState = { kind: PeriodKind; anchor: string; from: string; to: string }

/** The period a picker state names: month, quarter or year around a day, or a custom range. */
export const pickedPeriod = (s: PickerState): Period =>
  s.kind === 'custom' ? { from: s.from, to: s.to } : periodOf(s.kind, s.anchor)

const KINDS: [string, string][] = [
  ['month', 'Month'],
  ['quarter', 'Quarter'],
  ['year', 'Year'],
  ['custom', 'Custom dates'],
]

/** Month, quarter, year (any day inside it) or custom from/to dates. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PickerState
  onChange: (next: PickerState) => void
}) {
  const set = (patch: Partial<PickerState>) => onChange({ ...value, ...patch })
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
      <LabeledSelect
        label="Period"
        value={value.kind}
        options={KINDS}
        onChange={(e) => set({ kind: e.target.value as PeriodKind })}
      />
      {value.kind === 'custom' ? (
        <>
          <LabeledInput
            label="From"
            type="date"
            value={value.from}
            onChange={(e) => set({ from: e.target.value })}
          />
          <LabeledInput
            label="To"
            type="date"
            value={value.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </>
      ) : (
        <LabeledInput
          label="Any day in the period"
          type="date"
          value={value.anchor}
          onChange={(e) => set({ anchor: e.target.value })}
        />
      )}
    </div>
  )
}
