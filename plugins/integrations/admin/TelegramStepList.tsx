'use client'

const STEPS = ['Bot token', 'Chat ID', 'Test', 'Done'] as const

/** The four step names, the current one marked for screen readers and in bold. */
export function TelegramStepList({ step }: { step: number }) {
  return (
    <ol aria-label="Steps" style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
      {STEPS.map((name, i) => (
        <li
          key={name}
          aria-current={step === i + 1 ? 'step' : undefined}
          style={{ fontWeight: step === i + 1 ? 700 : 400 }}
        >
          {i + 1}. {name}
        </li>
      ))}
    </ol>
  )
}
