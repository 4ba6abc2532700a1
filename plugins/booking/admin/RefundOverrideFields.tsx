'use client'

import { formatCad } from '@kernel'
import { inputStyle, labelStyle } from '@admin-kit/formStyles'

/** The overriding refund amount and its required reason. */
export function RefundOverrideFields(props: {
  maxCents: number
  amount: string
  setAmount: (value: string) => void
  reason: string
  setReason: (value: string) => void
}) {
  const { maxCents, amount, setAmount, reason, setReason } = props
  return (
    <>
      <label style={labelStyle}>
        Refund (CAD, at most {formatCad(maxCents)})
        <input
          inputMode="decimal"
          style={inputStyle}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label style={labelStyle}>
        Reason (required)
        <input
          style={inputStyle}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
      </label>
    </>
  )
}
