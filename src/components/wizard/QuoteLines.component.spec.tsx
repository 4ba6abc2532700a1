import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { QuoteResponse } from '@booking/contract'
import { moneyOf } from '@kernel'
import { QuoteLines } from './QuoteLines'

// Only the fields QuoteLines reads: Digital Plus $299 with a 25% deposit, as the server sends it.
const quote = (remainingCents: number, discountCents = 0) =>
  ({
    lines: [
      { kind: 'package', label: 'Digital Plus', quantity: 1, amount: moneyOf(29900) },
      ...(discountCents
        ? [{ kind: 'discount', label: 'Promo code', quantity: 1, amount: moneyOf(-discountCents) }]
        : []),
    ],
    totalAmount: moneyOf(29900 - discountCents),
    amountDueNow: moneyOf(remainingCents === 0 ? 29900 : 7475),
    remainingBalance: moneyOf(remainingCents),
    balanceDueDate: '2027-03-01',
  }) as unknown as QuoteResponse

describe('QuoteLines', () => {
  it('shows the balance and its due date when some is left to pay', () => {
    render(<QuoteLines quote={quote(22425)} showPayment />)
    expect(screen.getByTestId('quote-due-now').textContent).toBe('$74.75')
    expect(screen.getByTestId('quote-balance').textContent).toBe('$224.25')
    expect(screen.getByText(/^Balance due /).textContent).toContain('2027')
  })

  it('has no balance row when the whole amount is paid now', () => {
    render(<QuoteLines quote={quote(0)} showPayment />)
    expect(screen.queryByTestId('quote-balance')).toBeNull()
  })

  it('prints a discount line with the minus sign and the total after it', () => {
    render(<QuoteLines quote={quote(0, 4485)} />)
    expect(screen.getByTestId('line-discount').textContent).toBe('−$44.85')
    expect(screen.getByTestId('quote-total').textContent).toBe('$254.15')
  })
})
