'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { centsToDecimalString, parseDollars, type Money } from '@kernel'

import { crewApi } from '../contract'
import { crewPost } from './crewPost'
import { newRequestId } from './newRequestId'
import { button, card, h2, row } from './crewStyles'

/** The only money an attendant sees: what is left to collect, and recording what they took. */
export function CollectBalance({
  assignmentId,
  balance,
}: {
  assignmentId: number
  balance: Money
}) {
  const balanceCents = balance.cents
  const router = useRouter()
  const [amount, setAmount] = useState(centsToDecimalString(balanceCents))
  const [method, setMethod] = useState<'cash' | 'etransfer'>('cash')
  const [error, setError] = useState<string | null>(null)
  // One id per payment: a double tap (or a retry on a weak connection) records it once.
  const [requestId, setRequestId] = useState(newRequestId)
  const [sending, setSending] = useState(false)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const cents = parseDollars(amount)
    if (!cents) return setError('Enter an amount such as 150.00.')
    if (cents > balanceCents) return setError(`That is more than the balance (${balance.text}).`)
    setError(null)
    setSending(true)
    const body = { method, amountCents: cents, requestId }
    const ok = await crewPost(crewApi.collectPayment({ id: assignmentId, body }))
    setSending(false)
    if (!ok) return
    setRequestId(newRequestId())
    router.refresh()
  }
  return (
    <section aria-labelledby="rs-balance" style={card}>
      <h2 id="rs-balance" style={h2}>
        Balance to collect on site
      </h2>
      <p
        data-testid="balance-to-collect"
        style={{ fontSize: 20, fontWeight: 600, margin: '0 0 8px' }}
      >
        {balanceCents > 0 ? balance.text : 'Nothing to collect: paid in full'}
      </p>
      {balanceCents > 0 ? (
        <form onSubmit={submit}>
          <div style={{ display: 'grid', gap: 8 }}>
            <label htmlFor="rs-method">How they paid</label>
            <select
              id="rs-method"
              onChange={(e) => setMethod(e.target.value as 'cash' | 'etransfer')}
              style={{ minHeight: 44, fontSize: 16 }}
              value={method}
            >
              <option value="cash">Cash</option>
              <option value="etransfer">E-transfer</option>
            </select>
            <label htmlFor="rs-amount">Amount received ($)</label>
            <input
              aria-describedby={error ? 'rs-amount-error' : undefined}
              aria-invalid={error ? true : undefined}
              id="rs-amount"
              inputMode="decimal"
              onChange={(e) => setAmount(e.target.value)}
              style={{ minHeight: 44, fontSize: 16 }}
              value={amount}
            />
            {error ? (
              <p
                id="rs-amount-error"
                role="alert"
                style={{ color: 'var(--theme-error-500)', margin: 0 }}
              >
                {error}
              </p>
            ) : null}
          </div>
          <div style={row}>
            <button aria-disabled={sending} disabled={sending} style={button} type="submit">
              {sending ? 'Recording…' : 'Record cash or e-transfer'}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
