'use client'

import { useState } from 'react'

import { bookingApi } from '@booking/contract'
import { msg } from '../messages'
import { ui } from '@/components/ui/ui'
import type { GatewayFormProps, GatewayResult } from './types'

/** The built-in demo gateway (no Stripe keys): says so plainly and charges nothing. */
export function DemoCardForm({ intent, payLabel, busy, canPay, onPay }: GatewayFormProps) {
  const [card, setCard] = useState('4242 4242 4242 4242')
  const confirm = async (): Promise<GatewayResult> => {
    const r = await bookingApi.demoConfirm({
      body: {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        cardNumber: card,
      },
    })
    if (r.ok) return { status: 'succeeded' }
    if (r.code === 'card_declined')
      return { status: 'failed', message: r.message || msg.paymentFailed }
    // The payment step words any other failure (usePay): the status, then the reason.
    throw new Error(r.status ? `${r.status}: ${r.message}` : r.message)
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onPay(confirm)
      }}
      className="grid gap-4"
    >
      <p
        className="rounded-xl bg-sky-50 p-3 text-sm font-semibold text-sky-900 ring-1 ring-sky-200"
        data-testid="demo-notice"
      >
        {msg.demoNotice}
      </p>
      <div>
        <label htmlFor="demo-card" className={ui.label}>
          Card number
        </label>
        <input
          id="demo-card"
          className={ui.input}
          inputMode="numeric"
          autoComplete="off"
          value={card}
          onChange={(e) => setCard(e.target.value)}
        />
        <p className="mt-1 text-sm text-stone-600">
          Use 4000 0000 0000 0002 to see a declined card.
        </p>
      </div>
      <button
        type="submit"
        className={`${ui.accent} w-full text-lg`}
        disabled={busy || !canPay}
        aria-disabled={busy || !canPay}
      >
        {busy ? 'Processing...' : payLabel}
      </button>
    </form>
  )
}
