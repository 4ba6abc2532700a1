'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { LabeledSelect } from '@admin-kit/LabeledSelect'
import { ownSubmit } from './ownSubmit'
import { dollarsToCents } from './postAction'
import { inputStyle, labelStyle, stack } from '@admin-kit/formStyles'

export type OfflinePayment = { method: 'cash' | 'etransfer'; amountCents: number; note?: string }

/** Cash or e-transfer received: method, amount in dollars, note. */
export function PaymentForm({
  suggestedCents,
  submitLabel,
  onSubmit,
}: {
  suggestedCents: number
  submitLabel: string
  onSubmit: (p: OfflinePayment) => Promise<void>
}) {
  const [method, setMethod] = useState<'cash' | 'etransfer'>('etransfer')
  const [amount, setAmount] = useState((suggestedCents / 100).toFixed(2))
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const cents = dollarsToCents(amount)
  return (
    <form
      style={stack}
      onSubmit={ownSubmit(async () => {
        if (!cents) return
        setBusy(true)
        await onSubmit({ method, amountCents: cents, note: note || undefined })
        setBusy(false)
      })}
    >
      <LabeledSelect
        label="Method"
        options={[
          ['etransfer', 'E-transfer'],
          ['cash', 'Cash'],
        ]}
        value={method}
        onChange={(e) => setMethod(e.target.value as 'cash')}
      />
      <label style={labelStyle}>
        Amount (CAD)
        <input
          aria-invalid={!cents}
          inputMode="decimal"
          style={inputStyle}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        {!cents ? <span role="alert">Enter an amount such as 99.75</span> : null}
      </label>
      <label style={labelStyle}>
        Note (optional)
        <input
          style={inputStyle}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
        />
      </label>
      <Button buttonStyle="primary" disabled={busy || !cents} type="submit">
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </form>
  )
}
