'use client'

import { ui } from '@/components/ui/ui'

/**
 * The typed-name signature: the customer's full name, shown in script beside "I agree" so it
 * reads as a signature. The server records the name, the terms version, the time, IP and browser.
 */
export function SignatureField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: string | null
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor="signature-name" className={ui.label}>
        Type your full name to sign
      </label>
      <input
        id="signature-name"
        name="signatureName"
        autoComplete="name"
        className={ui.input}
        value={value}
        maxLength={120}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'signature-error' : 'signature-note'}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="signature-note" className="text-sm text-stone-700">
        Typing your name is your signature on the agreement above.
      </p>
      {error && (
        <p id="signature-error" className={ui.error}>
          {error}
        </p>
      )}
      {value.trim().length >= 2 && (
        <p className="flex items-baseline gap-3 text-stone-900" data-testid="signature-preview">
          <span className="font-semibold">I agree</span>
          <span
            className="text-2xl italic"
            style={{ fontFamily: '"Segoe Script", "Brush Script MT", "URW Chancery L", cursive' }}
          >
            {value.trim()}
          </span>
        </p>
      )}
    </div>
  )
}
